/**
 * A differential run: the embedded server and Superset side by side. A step sends the same call
 * (built per side, since ids differ) to both, compares the replies and fails on any difference that
 * allowedDifferences.ts does not allow, printing the call, the JSON pointer and both values.
 */
import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, inject, it } from 'vitest';
import { allowedDifferences } from '../allowedDifferences';
import { callName, type ApiCall } from './apiCall';
import { isAsyncJob, resolveAsyncJob } from './asyncJobs';
import { formatDifferences, unexplained, type CallNames } from './allowances';
import { connectSuperset, startEmbedded, type Backend, type BackendName, type EmbeddedBackend } from './backends';
import { compareBodies, type Difference } from './compare';
import type { Reply } from './httpSession';
import { IdMap, type IdKind } from './idMap';

type Ref = string | number;

export class Side {
  private readonly refs = new Map<string, Ref>();

  constructor(readonly backend: Backend) {}

  get name(): BackendName {
    return this.backend.name;
  }

  /** Sends the call; a global async query job is followed to its result, as the SPA does. */
  async send(call: ApiCall): Promise<Reply> {
    const reply = await this.backend.session.send(call);
    return isAsyncJob(reply) ? resolveAsyncJob(this.backend.session, reply) : reply;
  }

  remember(name: string, value: Ref): void {
    this.refs.set(name, value);
  }

  has(name: string): boolean {
    return this.refs.has(name);
  }

  /** A value remembered by an earlier step (an id this side gave an object). */
  ref(name: string): Ref {
    const value = this.refs.get(name);
    if (value === undefined) throw new Error(`${this.name}: no "${name}" yet (an earlier step failed?)`);
    return value;
  }

  id(name: string): number {
    return Number(this.ref(name));
  }
}

export interface Step {
  name: string;
  call: ApiCall | ((side: Side) => ApiCall);
  /** Compare values (default) or only keys, types and formats. */
  values?: boolean;
  /** Pointer globs compared by type and format only. */
  volatile?: readonly string[];
  /** What of each body to compare (a list cut to this run's objects, a sorted copy, …). */
  select?: (body: unknown, side: Side) => unknown;
  /** Values the reply gives, remembered per side (and linked as ids of a kind): name → pointer. */
  remember?: Record<string, { pointer: string; kind?: IdKind }>;
  /** Both sides must answer this (a sanity check of the sequence itself). */
  status?: number;
  /** Compare the reply's text instead of its JSON (a CSV, a text reply). */
  text?: boolean;
}

export interface StepResult {
  embedded: Reply;
  superset: Reply;
  differences: Difference[];
}

/** The value at a JSON pointer. */
export function at(body: unknown, pointer: string): unknown {
  if (pointer === '') return body;
  let value: unknown = body;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function bodyOf(reply: Reply, step: Step): unknown {
  if (step.text) return reply.text;
  return reply.json === undefined ? { '(non-JSON reply)': reply.text.slice(0, 500) } : reply.json;
}

export class DifferentialRun {
  readonly ids = new IdMap();
  /** Makes the names of objects this run creates unique (Superset keeps what earlier runs left). */
  readonly tag = `diff${Date.now().toString(36)}`;
  embedded!: Side;
  superset!: Side;
  private embeddedBackend: EmbeddedBackend | null = null;

  /** The same run (ids, tag) with other sessions: another user logged in on each side. */
  as(embedded: Side, superset: Side): DifferentialRun {
    const other = Object.create(DifferentialRun.prototype) as DifferentialRun;
    Object.assign(other, this, { embedded, superset, embeddedBackend: null });
    return other;
  }

  async open(): Promise<void> {
    const [embedded, superset] = await Promise.all([startEmbedded(inject('supersetAsyncQueries')), connectSuperset()]);
    this.embeddedBackend = embedded;
    this.embedded = new Side(embedded);
    this.superset = new Side(superset);
  }

  async close(): Promise<void> {
    await this.embeddedBackend?.close();
  }

  get sides(): [Side, Side] {
    return [this.embedded, this.superset];
  }

  /** Runs a call on both sides without comparing (setup and clean-up). */
  async both(call: ApiCall | ((side: Side) => ApiCall)): Promise<[Reply, Reply]> {
    const build = typeof call === 'function' ? call : () => call;
    return Promise.all([this.embedded.send(build(this.embedded)), this.superset.send(build(this.superset))]);
  }

  /** Links the objects both sides know by the same name. */
  link(kind: IdKind, embeddedId: Ref, supersetId: Ref): void {
    this.ids.link(kind, embeddedId, supersetId);
  }

  async check(step: Step): Promise<StepResult> {
    const build = typeof step.call === 'function' ? step.call : () => step.call as ApiCall;
    const embeddedCall = build(this.embedded);
    const supersetCall = build(this.superset);
    // One after the other: Superset's and the embedded server's states must not race each other.
    const embedded = await this.embedded.send(embeddedCall);
    const superset = await this.superset.send(supersetCall);
    const names = { embedded: callName(embeddedCall), superset: callName(supersetCall) };

    for (const [name, { pointer, kind }] of Object.entries(step.remember ?? {})) {
      const embeddedValue = at(embedded.json, pointer);
      const supersetValue = at(superset.json, pointer);
      if (typeof embeddedValue === 'string' || typeof embeddedValue === 'number')
        this.embedded.remember(name, embeddedValue);
      if (typeof supersetValue === 'string' || typeof supersetValue === 'number')
        this.superset.remember(name, supersetValue);
      if (kind && embeddedValue !== undefined && supersetValue !== undefined)
        this.ids.link(kind, embeddedValue as Ref, supersetValue as Ref);
    }

    let differences: Difference[];
    if (embedded.status !== superset.status) {
      differences = [
        {
          pointer: '',
          kind: 'status',
          embedded: `${embedded.status} ${embedded.text.slice(0, 300)}`,
          superset: `${superset.status} ${superset.text.slice(0, 300)}`,
        },
      ];
    } else {
      const select = step.select ?? ((body: unknown) => body);
      differences = compareBodies(
        select(bodyOf(embedded, step), this.embedded),
        select(bodyOf(superset, step), this.superset),
        {
          values: step.values ?? true,
          volatile: step.volatile ?? [],
          ids: this.ids,
        },
      );
    }
    failOnUnexplained(step.name, names, differences);
    if (step.status !== undefined && superset.status !== step.status) {
      throw new Error(
        `${step.name}: both answered ${superset.status}, the sequence expects ${step.status}: ${superset.text.slice(0, 500)}`,
      );
    }
    return { embedded, superset, differences };
  }
}

function failOnUnexplained(stepName: string, names: CallNames, differences: readonly Difference[]): void {
  const left = unexplained(differences, stepName, names, allowedDifferences);
  if (left.length === 0) return;
  // SUPERSET_DIFF_DUMP=<file>: every unexplained difference as a JSON line, to triage a long list.
  const dump = process.env.SUPERSET_DIFF_DUMP;
  if (dump) {
    appendFileSync(
      dump,
      left.map((difference) => `${JSON.stringify({ step: stepName, call: names.superset, ...difference })}\n`).join(''),
    );
  }
  throw new Error(formatDifferences(stepName, names, left));
}

/**
 * Compares what two sides' replies mean when that takes several calls (a role's pairs by name, from
 * the pairs list and the roles search): `call` names the comparison in reports and allowances.
 */
export function compareDerived(
  run: DifferentialRun,
  stepName: string,
  call: string,
  embedded: unknown,
  superset: unknown,
  options: { values?: boolean; volatile?: readonly string[] } = {},
): void {
  const differences = compareBodies(embedded, superset, {
    values: options.values ?? true,
    volatile: options.volatile ?? [],
    ids: run.ids,
  });
  failOnUnexplained(stepName, { embedded: call, superset: call }, differences);
}

/** A run for one test file: both backends open before its steps, the embedded one closed after. */
export function useDifferentialRun(): DifferentialRun {
  const run = new DifferentialRun();
  beforeAll(() => run.open());
  afterAll(() => run.close());
  return run;
}

/** One step as one test. */
export function step(run: DifferentialRun, definition: Step): void {
  it(definition.name, async () => {
    await run.check(definition);
  });
}
