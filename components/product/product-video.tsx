/** YouTube's privacy-enhanced player, loaded only when scrolled near. */
export function ProductVideo({ id, title }: { id: string; title: string }) {
  if (!/^[A-Za-z0-9_-]{6,20}$/.test(id)) return null;
  return (
    <section className="mt-10 border-t border-line pt-6">
      <div className="relative mx-auto aspect-video max-w-3xl overflow-hidden rounded bg-ink">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${id}`}
          title={title}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full"
        />
      </div>
    </section>
  );
}
