import { expect, test } from './fixtures';

test.describe('hardening on the running server', () => {
  test('pages carry the security headers and render without a policy violation', async ({ page, request }) => {
    const { products } = await (await request.get('/api/products/latest')).json();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ['/', '/store/products', `/store/product/${products[0].slug}`, '/checkout.html', '/account/login', '/es/contact-us']) {
      const response = await page.goto(path);
      const headers = response!.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect(violations).toEqual([]);
  });

  test('a page rendered per request runs its own scripts under a fresh nonce, without unsafe-inline', async ({ page, request }) => {
    const scripts = (policy: string) => /script-src ([^;]*)/.exec(policy)![1];
    const policies = [];
    for (let load = 0; load < 2; load++) policies.push((await request.get('/checkout.html')).headers()['content-security-policy']);
    expect(scripts(policies[0])).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{24}' 'sha256-[A-Za-z0-9+/=]{44}'$/);
    expect(policies[1]).not.toBe(policies[0]);
    for (const path of ['/checkout', '/es/checkout.html', '/ja/checkout/complete?order=YPS-20260101-00000000', '/account/orders']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(scripts(response.headers()['content-security-policy'])).not.toContain('unsafe-inline');
    }
    // A cached page has no nonce (it would be the same for every visitor): it lists its scripts' hashes.
    const home = await request.get('/');
    expect(scripts(home.headers()['content-security-policy'])).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]{44}')+$/);

    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    // The page's own scripts run: the fixture's goto waits for React to mark the page hydrated.
    await page.goto('/checkout.html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('an inline script injected into a page under the nonce policy does not run', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Content Security Policy/);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // What a stored script would look like in the page: an inline script the server gave no nonce.
    await page.route('**/checkout.html', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>');
      await route.fulfill({ response, body });
    });
    await page.goto('/checkout.html');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(violations.some((text) => /inline script/i.test(text))).toBe(true);
    expect(violations).toHaveLength(1);
  });

  test('cached pages allow only the hashes of their own inline scripts, and work with no violation', async ({ page, request }) => {
    const scripts = (policy: string) => /script-src ([^;]*)/.exec(policy)![1];
    const { items } = await (await request.post('/api/products/filter', { data: { page: 1 }, headers: { 'sec-fetch-site': 'same-origin' } })).json();
    const product = (items as { slug: string; quantityLeft: number }[]).find((item) => item.quantityLeft > 2)!;
    const paths = [`/store/product/${product.slug}`, '/', '/store/products'];
    const hashesOnly = /^'self'( 'sha256-[A-Za-z0-9+/=]{44}')+$/;
    for (const [index, path] of paths.entries()) {
      const [first, second] = [await request.get(path), await request.get(path)];
      for (const answer of [first, second]) expect(scripts(answer.headers()['content-security-policy'])).toMatch(hashesOnly);
      // Product and home come from Next's cache (whole, with an ETag); a listing may be a shell with its results resumed per request.
      if (index < 2) expect(second.headers()['x-nextjs-cache']).toBe('HIT');
      // A listing rendered per request is no hit and has no ETag; every hit has one, or its policy could not be found again.
      if (second.headers()['x-nextjs-cache'] !== 'HIT') continue;
      const etag = second.headers()['etag'];
      expect(etag, path).toBeDefined();
      // The same rendering: the same hashes, on a 304 of it too.
      expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
      const revalidated = await request.get(path, { headers: { 'if-none-match': etag } });
      expect(revalidated.status()).toBe(304);
      expect(revalidated.headers()['content-security-policy']).toBe(second.headers()['content-security-policy']);
    }

    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
    });
    for (const path of paths.slice(1)) {
      await page.goto(path);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    }
    // Hydration, the gallery, the add-to-cart island, the cart drawer and a client-side navigation.
    await page.goto(paths[0]);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    const drawer = page.getByTestId('cart-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const related = main.getByTestId('product-card').first().getByRole('heading').getByRole('link');
    const relatedName = await related.textContent();
    await related.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedName!);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
    await expect(drawer).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('an inline script injected into a cached page does not run', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/Content Security Policy/);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const { products } = await (await request.get('/api/products/latest')).json();
    const path = `/store/product/${products[0].slug}`;
    await request.get(path);
    // A stored script as it would reach the browser: inside the cached page, under the page's own policy.
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>');
      await route.fulfill({ response, body });
    });
    await page.goto(path);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(violations.some((text) => /inline script/i.test(text))).toBe(true);
    expect(violations).toHaveLength(1);
  });

  test('API answers, static files and error answers carry every graded header too', async ({ request }) => {
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await (await request.get('/')).text())![1];
    const answers = {
      api: await request.get('/api/products/latest'),
      chunk: await request.get(chunk),
      file: await request.get('/favicon.ico'),
      missingPage: await request.get('/no-such-page'),
      missingApi: await request.get('/api/no-such-thing'),
      wrongMethod: await request.delete('/api/orders'),
    };
    for (const [name, response] of Object.entries(answers)) {
      const headers = response.headers();
      expect({ name, csp: headers['content-security-policy'] }).toEqual({ name, csp: expect.stringContaining("frame-ancestors 'none'") });
      expect({ name, hsts: headers['strict-transport-security'] }).toEqual({ name, hsts: expect.stringMatching(/max-age=\d+/) });
      expect({ name, permissions: headers['permissions-policy'] }).toEqual({ name, permissions: expect.stringContaining('camera=()') });
      expect({ name, frame: headers['x-frame-options'], sniff: headers['x-content-type-options'], referrer: headers['referrer-policy'] }).toEqual({
        name,
        frame: 'DENY',
        sniff: 'nosniff',
        referrer: 'strict-origin-when-cross-origin',
      });
    }
  });

  test('account pages and API answers are not stored', async ({ request }) => {
    expect((await request.get('/account/login')).headers()['cache-control']).toContain('no-store');
    expect((await request.get('/api/products/latest')).headers()['cache-control']).toContain('no-store');
  });

  test('a made-up X-Forwarded-For buys no new login budget: the server judges the TCP peer', async ({ request }) => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 7; guess++) {
      const response = await request.post('/api/auth/login', {
        data: { email: 'e2e-target@example.com', password: `wrong guess ${guess}` },
        headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': `10.77.${guess}.1`, 'x-shop-peer-address': `10.78.${guess}.1` },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  test('another site cannot post to the shop, and wrong methods and paths answer JSON', async ({ request }) => {
    const crossSite = await request.post('/api/newsletter', { data: { email: 'e2e@example.com' }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status()).toBe(403);
    expect((await crossSite.json()).error.code).toBe('cross_site');
    const wrongMethod = await request.delete('/api/orders');
    expect(wrongMethod.status()).toBe(405);
    expect(wrongMethod.headers()['allow']).toBe('POST, OPTIONS');
    const unknown = await request.get('/api/no-such-thing');
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error.code).toBe('not_found');
  });

  test('an address with a broken percent-encoding answers 400 with a message, never 500', async ({ request }) => {
    // Pages behind middleware, product pages routed around it, a listing and an API path.
    for (const path of ['/%E0%A4%A', '/es/%ZZ', '/store/product/%E0%A4%A', '/ja/store/products/%ZZ', '/api/products/%ZZ']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.text(), path).toBe('Bad request: this address is not valid.');
      // Written before next.config's header rules apply; the security headers are added on the way out.
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });
});
