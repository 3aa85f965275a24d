/** After signing in or up: the browser's garage joins the account's. Its code comes only then; a failure leaves the browser's as it is. */
export const mergeGarage = (): Promise<void> =>
  import('@/lib/client/garage-account')
    .then((loaded) => loaded.mergeAtSignIn())
    .catch(() => undefined);
