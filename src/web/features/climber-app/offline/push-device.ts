/**
 * This device's web push subscription (docs/announcements.md): the browser subscribes through the app's
 * service worker with the server's VAPID key, and the server keeps it for the signed-in climber. A
 * sign-out removes it, so the next climber on the phone never gets the last one's news.
 */
import { climberApiPaths } from '../../../../shared/contract/climber-api-paths';
import { climberApi } from '../api/climber-client';

/**
 * What this device can do: 'unsupported' (no push in this browser), 'home-screen' (an iPhone or iPad
 * browser tab: push works only in the app added to the home screen), 'denied' (the browser's
 * notifications are blocked for the site), 'off' or 'on' (this device is subscribed).
 */
export type PushState = 'unsupported' | 'home-screen' | 'denied' | 'off' | 'on';

const appleMobile = () => /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
const standalone = () => window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;

async function appWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration('/app');
}

export async function pushState(): Promise<PushState> {
  if (appleMobile() && !standalone()) return 'home-screen';
  if (!('PushManager' in window) || !('Notification' in window) || !('serviceWorker' in navigator)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  // No worker (the app not built for production, or a browser that refused it): nothing to subscribe with.
  const registration = await appWorker();
  if (!registration) return 'unsupported';
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Asks the browser's permission, subscribes this device and gives it to the signed-in climber. */
export async function enablePush(): Promise<PushState> {
  if ((await Notification.requestPermission()) !== 'granted') return pushState();
  if (!(await appWorker())) throw new Error('no service worker');
  // Subscribing needs the worker active, not only registered.
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await climberApi.get<{ publicKey: string }>(climberApiPaths.pushPublicKey);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64urlBytes(publicKey) }));
  await climberApi.post<void>(climberApiPaths.pushSubscriptions, subscription.toJSON());
  return 'on';
}

/** Stops push on this device: the server forgets it, then the browser. Best effort on a sign-out (the session may be gone). */
export async function disablePush(): Promise<void> {
  const subscription = await (await appWorker())?.pushManager.getSubscription();
  if (!subscription) return;
  await climberApi.delete<void>(climberApiPaths.pushSubscriptions, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
