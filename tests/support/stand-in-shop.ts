/**
 * A stand-in for the existing shop server that follows the call tables of spec sections 7 to
 * the letter: the remote contract tests serve it through msw, the remote e2e smoke runs it as
 * an HTTP server. It keeps everything in memory and records every call it receives.
 */

type UpstreamReview = {
  id: number;
  name: string;
  email: string;
  rating: number;
  title: string;
  experience: string;
  images: string[];
  created_at: string;
  like: number;
  dislike: number;
  isVerified: number;
};
type UpstreamQuestion = {
  id: number;
  name: string;
  email: string;
  question: string;
  images: string[];
  answers: { response: string }[];
  helpful: number;
  unhelpful: number;
  created_at: string;
};
type UpstreamProduct = {
  id: number;
  product_name: string;
  price: string;
  images: string[];
  quantity_left: number;
  car_model: string;
  fit_position: string;
  category: string;
  performance_part: number;
  car_brand: string;
  sku: string;
  created_at: string;
  description: string;
  garage: boolean;
  hot: boolean;
};
type UpstreamUser = { id: number; username: string; email: string; password: string };
// The spec gives orders as "id, date, status, total" with no types: ids and totals come both ways.
type UpstreamOrder = { id: number | string; user: number; date: string; status: string; total: string | number };

export type StandInCall = { method: string; path: string; body: unknown };

const product = (id: number, name: string, over: Partial<UpstreamProduct> = {}): UpstreamProduct => ({
  id,
  product_name: name,
  price: '1000.00',
  images: [`https://images.stand-in.test/${id}.jpg`],
  quantity_left: 5,
  car_model: 'ZN8 GR86',
  fit_position: 'Exterior',
  category: 'Hood',
  performance_part: 0,
  car_brand: 'Toyota GR86',
  sku: `UP-${id}`,
  created_at: new Date(Date.UTC(2026, 0, id)).toISOString(),
  description: `<p>${name} from the shop server.</p>`,
  garage: false,
  hot: false,
  ...over,
});

export function standInShop() {
  const products: UpstreamProduct[] = [
    product(101, 'Upstream ZN8 Carbon Hood', { hot: true }),
    product(102, 'Upstream MK5 Supra Wing - Gloss', { car_model: 'MK5 Supra', car_brand: 'Toyota Supra', category: 'Spoiler', price: '2400' }),
    product(103, 'Upstream Camry Lip 2/Piece', { car_model: '8th Gen Camry', car_brand: 'Toyota Camry', category: 'Front Lip', price: '450' }),
    product(104, 'Upstream GR86 Coilovers', { category: 'Suspension Parts', fit_position: 'Suspension', price: '1800', hot: true }),
    product(105, 'Upstream Garage Exhaust', { category: 'Exhaust', garage: true, price: '300' }),
    // A part for both GR86 generations, and one for every vehicle (no car model).
    product(106, 'Upstream GR86 Shared Front Lip', { car_model: 'ZN8 GR86, ZN6 GR86', category: 'Front Lip', price: '600' }),
    product(107, 'Upstream Universal Shift Knob', { car_model: '', car_brand: 'Toyota', category: 'Shift Knob', fit_position: 'Interior', price: '80' }),
  ];
  const reviews = new Map<number, UpstreamReview[]>([
    [101, [{ id: 1, name: 'Ann', email: 'ann@stand-in.test', rating: 5, title: 'Great hood', experience: 'Fits well', images: ['hood-photo.webp'], created_at: '2026-02-01T10:00:00Z', like: 2, dislike: 1, isVerified: 1 }]],
  ]);
  const questions = new Map<number, UpstreamQuestion[]>([
    [101, [{ id: 3, name: 'Bo', email: 'bo@stand-in.test', question: 'Fits 2023?', images: [], answers: [{ response: 'Yes' }], helpful: 4, unhelpful: 0, created_at: '2026-02-02T10:00:00Z' }]],
  ]);
  const users: UpstreamUser[] = [{ id: 501, username: 'Dana Driver', email: 'dana@stand-in.test', password: 'correct-horse' }];
  const orders: UpstreamOrder[] = [
    { id: 9001, user: 501, date: '2026-03-01', status: 'Shipped', total: '1234.50' },
    { id: 9002, user: 777, date: '2026-03-02', status: 'Processing', total: '99.00' },
    { id: 'R-1001', user: 501, date: '2026-03-05', status: 'Processing', total: 56 },
  ];
  const newsletter: string[] = [];
  const uploads = new Map<string, Uint8Array>();
  const calls: StandInCall[] = [];
  let nextId = 1000;

  const json = (body: unknown, status = 200) => Response.json(body, { status });
  const byName = (name: string) => products.find((p) => p.product_name.toLowerCase() === name.trim().toLowerCase());
  const lists = (body: Record<string, unknown>, key: string) => (Array.isArray(body[key]) ? (body[key] as string[]) : []);
  /** A product's car_model may name several vehicles, separated by commas; none: it fits every vehicle. */
  const fits = (p: UpstreamProduct, models: string[]) => {
    const own = p.car_model.split(',').map((model) => model.trim()).filter(Boolean);
    return own.length === 0 || own.some((model) => models.includes(model));
  };
  const filtered = (pool: UpstreamProduct[], body: Record<string, unknown>) => {
    const models = lists(body, 'car_model');
    const categories = lists(body, 'category');
    return pool.filter((p) => (models.length === 0 || fits(p, models)) && (categories.length === 0 || categories.includes(p.category)));
  };
  const listed = ({ garage, hot, ...rest }: UpstreamProduct) => {
    void garage;
    void hot;
    return rest;
  };
  const detail = (p: UpstreamProduct) => ({
    ...listed(p),
    related_products: products.filter((other) => other.car_model === p.car_model).map(listed),
    reviews: reviews.get(p.id) ?? [],
    questions: questions.get(p.id) ?? [],
  });

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    let body: Record<string, unknown> = {};
    let form: FormData | null = null;
    if (request.method === 'POST') {
      if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) form = await request.formData();
      else body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
    }
    calls.push({ method: request.method, path: `${path}${url.search}`, body: form ? { files: form.getAll('imageFiles[]').length } : body });
    const catalogue = products.filter((p) => !p.garage);

    switch (`${request.method} ${path}`) {
      case 'POST /yps_server/product_search': {
        const words = String(body.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        return json(catalogue.filter((p) => words.every((w) => p.product_name.toLowerCase().includes(w))).map(listed));
      }
      case 'GET /latest_products':
        return json([...catalogue].sort((a, b) => b.created_at.localeCompare(a.created_at)).map(listed));
      case 'GET /hot_products':
        return json(catalogue.filter((p) => p.hot).map(listed));
      case 'POST /filterProduct':
        return json({ product: filtered(catalogue, body).map(listed) });
      case 'POST /yps_server/filterGarageProduct':
        return json({ product: filtered(products.filter((p) => p.garage), body).map(listed) });
      case 'POST /yps_server/latest_list_products':
        return json(filtered(catalogue, { car_model: body.car_model }).map(listed));
      case 'POST /get_product_name': {
        const found = byName(String(body.id ?? ''));
        return json(found ? [detail(found)] : []);
      }
      case 'POST /review_reaction': {
        const review = [...reviews.values()].flat().find((r) => r.id === Number(body.id));
        if (!review) return json({ message: 'Review not found' }, 404);
        review.like = Number(body.like);
        review.dislike = Number(body.dislike);
        return json({ message: 'Successfull' });
      }
      case 'POST /question_reaction': {
        const question = [...questions.values()].flat().find((q) => q.id === Number(body.id));
        if (!question) return json({ message: 'Question not found' }, 404);
        question.helpful = Number(body.helpful);
        question.unhelpful = Number(body.unhelpful);
        return json({ message: 'Successfull' });
      }
      case 'POST /yps_server/admin/upload_image': {
        const files = (form?.getAll('imageFiles[]') ?? []).filter((f): f is File => typeof f !== 'string');
        const names: string[] = [];
        for (const file of files) {
          const name = `upload-${nextId++}.webp`;
          uploads.set(name, new Uint8Array(await file.arrayBuffer()));
          names.push(name);
        }
        return json(names);
      }
      case 'POST /yps_server/write_review': {
        const productId = Number(body.product_id);
        if (!products.some((p) => p.id === productId)) return json({ message: 'Product not found' }, 404);
        const review: UpstreamReview = {
          id: nextId++,
          name: String(body.name),
          email: String(body.email),
          rating: Number(body.rating),
          title: String(body.title),
          experience: String(body.experience),
          images: (body.imageNames as string[]) ?? [],
          created_at: new Date().toISOString(),
          like: 0,
          dislike: 0,
          isVerified: 0,
        };
        reviews.set(productId, [...(reviews.get(productId) ?? []), review]);
        return json({ message: 'Review submitted' });
      }
      case 'POST /yps_server/ask_question': {
        const productId = Number(body.product_id);
        if (!products.some((p) => p.id === productId)) return json({ message: 'Product not found' }, 404);
        const question: UpstreamQuestion = {
          id: nextId++,
          name: String(body.name),
          email: String(body.email),
          question: String(body.question),
          images: (body.imageNames as string[]) ?? [],
          answers: [],
          helpful: 0,
          unhelpful: 0,
          created_at: new Date().toISOString(),
        };
        questions.set(productId, [...(questions.get(productId) ?? []), question]);
        return json({ message: 'Question submitted' });
      }
      case 'POST /yps_server/login': {
        const user = users.find((u) => u.email.toLowerCase() === String(body.email).toLowerCase());
        if (!user) return json({ message: 'Email not registered' }, 404);
        if (user.password !== body.password) return json({ message: 'Incorrect password' }, 401);
        return json({ message: 'Successful', user: user.id, name: user.username, email: user.email });
      }
      case 'POST /yps_server/create_account': {
        if (users.some((u) => u.email.toLowerCase() === String(body.email).toLowerCase())) return json({ message: 'Email already exists' }, 409);
        users.push({ id: nextId++, username: String(body.username), email: String(body.email), password: String(body.password) });
        return json({ message: 'Successful' });
      }
      case 'POST /yps_server/recover':
        return users.some((u) => u.email === body.email) ? json({ message: 'Email sent successfully!' }) : json({ message: 'Email not registered' }, 404);
      case 'GET /yps_server/orders': {
        const mine = orders.filter((o) => String(o.user) === url.searchParams.get('user_id'));
        return json(mine.length ? mine.map(({ user, ...order }) => (void user, order)) : { message: 'No orders found' });
      }
      case 'POST /newsletter':
        newsletter.push(String(body.email));
        return json({ message: 'Subscribed' });
      case 'GET /checkout.html':
        return new Response('<!doctype html><title>Shop server checkout</title><h1>Shop server checkout</h1>', { headers: { 'content-type': 'text/html' } });
    }
    const upload = request.method === 'GET' ? uploads.get(path.slice(1)) : undefined;
    if (upload) return new Response(new Uint8Array(upload), { headers: { 'content-type': 'image/webp' } });
    return json({ message: 'Not found' }, 404);
  }

  return { handle, calls, products, reviews, questions, users, orders, newsletter, uploads };
}

export type StandInShop = ReturnType<typeof standInShop>;
