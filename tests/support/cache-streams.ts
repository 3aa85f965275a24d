/** A cache entry's value as Next hands it to a cache handler, and back to text. */
const encoder = new TextEncoder();

export const stream = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      controller.close();
    },
  });

export const text = async (value: ReadableStream<Uint8Array>) => new TextDecoder().decode(await new Response(value).arrayBuffer());
