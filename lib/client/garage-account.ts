import type { Garage } from '@/lib/shop/accounts';
import { useGarage } from './stores/garage';
import { sendJson } from './post-json';

/**
 * The garage kept with a signed-in shopper's account (/api/account/garage). Loaded only where it
 * is used: by the picker, and by the sign-in, sign-up and sign-out pages. Where the shop keeps no
 * garage (`{ garage: null }`, the remote shop) or the session is gone (401), the browser's garage
 * stays the only one.
 */
const PATH = '/api/account/garage';
const locale = () => document.documentElement.lang || 'en';

type Answer = Awaited<ReturnType<typeof sendJson<{ garage: Garage | null }>>>;

function adopt(answer: Answer): void {
  if (answer.ok && answer.data.garage) useGarage.getState().replace({ ...answer.data.garage, account: true });
  else if (answer.ok || answer.status === 401) void forgetAccount();
}

const sent = (): Garage => {
  const { vehicles, active } = useGarage.getState().value;
  return { vehicles, active };
};

/** Right after signing in: the browser's garage merged into the account's, and the merged one kept here. */
export async function mergeAtSignIn(): Promise<void> {
  await useGarage.getState().hydrate();
  adopt(await sendJson<{ garage: Garage | null }>('POST', PATH, sent(), locale()));
}

/** While signed in: this browser's change is the account's garage too. */
export async function saveToAccount(): Promise<void> {
  if (!useGarage.getState().value.account) return;
  const answer = await sendJson<{ garage: Garage | null }>('PUT', PATH, sent(), locale());
  if (!answer.ok || !answer.data.garage) adopt(answer);
}

/** While signed in, when the picker opens: the account's garage, which another device may have changed. */
export async function refreshFromAccount(): Promise<void> {
  const asked = useGarage.getState().value;
  if (!asked.account) return;
  try {
    const response = await fetch(`${PATH}?locale=${locale()}`, { cache: 'no-store' });
    const json = await response.json().catch(() => null);
    // A vehicle picked while the answer was on its way is newer than it (and is being saved).
    if (useGarage.getState().value !== asked) return;
    adopt(response.ok ? { ok: true, data: json } : { ok: false, status: response.status, message: null });
  } catch {
    // Offline: the browser's garage is shown as it is.
  }
}

/** Signing out: the garage stays in this browser, no longer kept in step with the account. */
export async function forgetAccount(): Promise<void> {
  await useGarage.getState().hydrate();
  const garage = useGarage.getState().value;
  if (garage.account) useGarage.getState().replace({ ...garage, account: false });
}
