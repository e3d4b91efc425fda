/** What the channel needs of a way to receive events (HTTP polling or the websocket). */
export interface EventTransport {
  start(): void;
  /** Stops for good: no request, socket or timer is left behind. */
  stop(): void;
}
