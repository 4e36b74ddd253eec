import fc from 'fast-check';
import type { RouteContract } from '@contracts/route';
import { answerProblem, type Answer } from './answer-check';
import { describeRequest, fuzzRequest, type FuzzRequest } from './fuzz-request';
import type { Hints } from './schema-values';

/** One layer under fuzz: the routes it serves and how a request reaches it. */
export interface Layer {
  name: 'upstream' | 'bff';
  routes: readonly RouteContract[];
  /** Requests to generate for a route. */
  runs(route: RouteContract): number;
  send(request: FuzzRequest): Promise<Answer>;
  /** Values from the running database that get requests past the services' own checks. */
  hints: Hints;
}

export interface LayerReport {
  requests: number;
  serverErrors: number;
  /** Every answer that broke a rule, described with its request (the first few in full). */
  problems: string[];
  /** Per `auth: 'user'` route: answers to signed-in requests that were not 401. */
  pastAuth: Map<string, number>;
  /** Status counts, to see that requests got past validation too. */
  statuses: Map<number, number>;
  /** Route ids that answered 2xx at least once. */
  succeeded: Set<string>;
}

const MAX_DESCRIBED = 25;

/** A stable seed per route, so adding a route does not change the others' requests. */
function routeSeed(seed: number, id: string): number {
  let h = seed | 0;
  for (const c of id) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

/**
 * Sends `runs(route)` generated requests to every route of the layer, one at a time, and
 * records each answer that is a 5xx, not 2xx/4xx, or a 4xx outside the standard envelope.
 * Nothing throws mid-run: every problem of the run is collected, then asserted at once.
 */
export async function fuzzLayer(layer: Layer, seed: number): Promise<LayerReport> {
  const report: LayerReport = {
    requests: 0,
    serverErrors: 0,
    problems: [],
    pastAuth: new Map(),
    statuses: new Map(),
    succeeded: new Set(),
  };
  const record = (route: RouteContract, what: string, request: FuzzRequest, text: string) => {
    if (report.problems.length >= MAX_DESCRIBED) {
      report.problems.push(`${route.id}: ${what}`);
      return;
    }
    report.problems.push(`${route.id}: ${what}: ${describeRequest(request)} -> ${text.slice(0, 400)}`);
  };

  for (const route of layer.routes) {
    if (route.auth === 'user') report.pastAuth.set(route.id, 0);
    await fc.assert(
      fc.asyncProperty(fuzzRequest(route, layer.hints), async (request) => {
        report.requests += 1;
        let answer: Answer;
        try {
          answer = await layer.send(request);
        } catch (error) {
          record(route, `no answer (${String(error)})`, request, '');
          return;
        }
        report.statuses.set(answer.status, (report.statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) report.serverErrors += 1;
        if (answer.status < 300) report.succeeded.add(route.id);
        if (route.auth === 'user' && request.credentials === 'user' && answer.status !== 401)
          report.pastAuth.set(route.id, (report.pastAuth.get(route.id) ?? 0) + 1);
        const problem = answerProblem(answer);
        if (problem) record(route, problem, request, answer.text);
      }),
      { seed: routeSeed(seed, route.id), numRuns: layer.runs(route) },
    );
  }
  return report;
}
