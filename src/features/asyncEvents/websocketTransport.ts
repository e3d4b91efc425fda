/**
 * The websocket transport: one socket to GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL (+ `?last_id=`), each
 * message one JSON event. A closed socket is reopened 2.5 s later, up to 6 times in a row (an
 * opened socket resets the count); after that the transport gives up and the caller falls back
 * to polling. An error on a connecting or open socket closes it, which takes the reconnect path.
 */
import { isAsyncEvent, type AsyncEvent } from '../../api/asyncEvents';
import { ASYNC_WEBSOCKET_RETRIES, ASYNC_WEBSOCKET_RETRY_DELAY_MS } from '../../constants';
import type { EventTransport } from './eventTransport';

/** WebSocket.CLOSING: a socket in a lower state (CONNECTING, OPEN) is closed on an error. */
const CLOSING_STATE = 2;

export interface WebSocketMessage {
  data?: unknown;
}

/** What the transport uses of a WebSocket; the browser's WebSocket is one. */
export interface WebSocketLike {
  readonly readyState: number;
  close(): void;
  addEventListener(type: 'open' | 'close' | 'error' | 'message', listener: (event: WebSocketMessage) => void): void;
}

export type WebSocketFactory = (url: string) => WebSocketLike;

export const browserWebSocketFactory: WebSocketFactory = (url) => new WebSocket(url);

interface WebSocketTransportOptions {
  url: string;
  /** The last event id received, sent as `last_id` on every (re)connect. */
  lastEventId: () => string | null;
  createWebSocket: WebSocketFactory;
  onEvent: (event: AsyncEvent) => void;
  /** Called once, when the socket closed more times in a row than the retries allow. */
  onGiveUp: () => void;
}

function websocketUrlWithLastId(url: string, lastEventId: string | null): string {
  if (!lastEventId) return url;
  return `${url}${url.includes('?') ? '&' : '?'}last_id=${encodeURIComponent(lastEventId)}`;
}

function parseMessage(message: WebSocketMessage): AsyncEvent | null {
  if (typeof message.data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(message.data);
    return isAsyncEvent(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function createWebSocketTransport(options: WebSocketTransportOptions): EventTransport {
  let socket: WebSocketLike | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let closesInARow = 0;
  let running = false;

  function onClosed(): void {
    if (!running) return;
    socket = undefined;
    closesInARow += 1;
    if (closesInARow <= ASYNC_WEBSOCKET_RETRIES) {
      reconnectTimer = setTimeout(connect, ASYNC_WEBSOCKET_RETRY_DELAY_MS);
      return;
    }
    running = false;
    console.warn('The async event websocket is not available: falling back to polling');
    options.onGiveUp();
  }

  function connect(): void {
    reconnectTimer = undefined;
    if (!running) return;
    let opened: WebSocketLike;
    try {
      opened = options.createWebSocket(websocketUrlWithLastId(options.url, options.lastEventId()));
    } catch (caught) {
      console.warn('Could not open the async event websocket', caught);
      onClosed();
      return;
    }
    socket = opened;
    opened.addEventListener('open', () => {
      if (socket === opened) closesInARow = 0;
    });
    opened.addEventListener('close', () => {
      if (socket === opened) onClosed();
    });
    opened.addEventListener('error', () => {
      if (socket === opened && opened.readyState < CLOSING_STATE) opened.close();
    });
    opened.addEventListener('message', (message) => {
      if (socket !== opened) return;
      const event = parseMessage(message);
      if (event) options.onEvent(event);
      else console.warn('Ignored an async event message that is not an event', message.data);
    });
  }

  return {
    start() {
      if (running) return;
      running = true;
      closesInARow = 0;
      connect();
    },
    stop() {
      running = false;
      if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      const current = socket;
      socket = undefined;
      current?.close();
    },
  };
}
