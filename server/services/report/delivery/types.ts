/** What kind of run is being delivered: an alert carries the value that triggered it. */
export interface DeliveryKind {
  alert?: {
    /** The value the alert's SQL returned. */
    value: number | string | null;
    /** The condition in words, e.g. "> 10". */
    threshold: string;
  };
}

export interface DeliveredRecipient {
  type: string;
  /** The addresses or URL delivered to. */
  target: string;
  /** SMTP: the server's message id; outbox: the .eml file path; webhook: the HTTP status. */
  detail: string;
}

export interface DeliverySummary {
  recipients: DeliveredRecipient[];
}

/** A recipient could not be reached; the message says why, for the execution log. */
export class ReportDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReportDeliveryError';
  }
}
