// Pages and the service worker tell each other about the outbox over a BroadcastChannel:
// something changed (re-read the list), or an item was delivered or refused (tell the
// visitor once).
import type { OutboxKind } from './outbox-item';
export type OutboxMessage =
  | { type: 'changed' }
  | { type: 'delivered'; id: string; kind: OutboxKind }
  | { type: 'refused'; id: string; kind: OutboxKind; error: string };

const CHANNEL = 'parvaz-outbox';

export function announce(message: OutboxMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

export function listen(onMessage: (message: OutboxMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<OutboxMessage>) => onMessage(event.data);
  return () => channel.close();
}
