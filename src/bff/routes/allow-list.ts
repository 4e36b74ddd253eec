import type { HttpMethod, RouteContract } from '@contracts/route';
import { allRoutes } from '@contracts/all-routes';

type Part = { literal: string } | { param: string };

interface CompiledRoute {
  route: RouteContract;
  parts: Part[];
  literals: number;
}

export type RouteMatch =
  | { kind: 'match'; route: RouteContract; params: Record<string, string> }
  | { kind: 'method'; allow: HttpMethod[] }
  | { kind: 'none' };

function compile(route: RouteContract): CompiledRoute {
  const parts: Part[] = route.path
    .slice(1)
    .split('/')
    .map((s) => {
      const param = /^\{(\w+)\}$/.exec(s)?.[1];
      return param ? { param } : { literal: s };
    });
  return { route, parts, literals: parts.filter((p) => 'literal' in p).length };
}

function matchParts(parts: Part[], segments: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const segment = segments[i]!;
    if ('literal' in part) {
      if (part.literal !== segment) return null;
    } else {
      params[part.param] = segment;
    }
  }
  return params;
}

/**
 * The routes a browser may reach, grouped by segment count; within a group, more literal
 * segments win (`/api/user/sessions` before `/api/user/{x}`).
 */
export class AllowList {
  private readonly bySize = new Map<number, CompiledRoute[]>();

  constructor(routes: readonly RouteContract[]) {
    for (const route of routes) {
      if (route.browser === false) continue;
      const compiled = compile(route);
      const group = this.bySize.get(compiled.parts.length) ?? [];
      group.push(compiled);
      group.sort((a, b) => b.literals - a.literals);
      this.bySize.set(compiled.parts.length, group);
    }
  }

  match(method: string, segments: string[]): RouteMatch {
    const allow = new Set<HttpMethod>();
    for (const candidate of this.bySize.get(segments.length) ?? []) {
      const params = matchParts(candidate.parts, segments);
      if (!params) continue;
      if (candidate.route.method === method) return { kind: 'match', route: candidate.route, params };
      allow.add(candidate.route.method);
    }
    return allow.size ? { kind: 'method', allow: [...allow] } : { kind: 'none' };
  }
}

let shared: AllowList | undefined;

export function browserAllowList(): AllowList {
  shared ??= new AllowList(allRoutes);
  return shared;
}
