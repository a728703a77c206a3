import type { HttpMethod, OperationSpec } from './contract';

interface Route {
  operation: OperationSpec;
  pattern: RegExp;
  paramNames: string[];
  literalSegments: number;
}

export interface RouteMatch {
  operation: OperationSpec;
  params: Record<string, string>;
}

/**
 * Matches a request to a contract operation. Literal segments win over
 * parameters (`/hospitals/get/pending` before `/hospitals/{id}`), so the
 * contract's own ordering does not matter.
 *
 * Kept instead of a contract-routing library (issue #15 weighed
 * @hono/zod-openapi, openapi-backend and Hono's own router per operation):
 * the contract is YAML written first and typed by openapi-typescript, so
 * zod-openapi would make zod the source instead; openapi-backend brings its
 * own validator and request model beside Ajv's; and one Hono route per
 * operation would answer 404 where the contract knows the path but not the
 * method (405 here). This class is 60 lines with that rule and nothing else;
 * the typing that the libraries offer comes from `Handler<K>` instead.
 */
export class RouteMatcher {
  private readonly routes = new Map<HttpMethod, Route[]>();
  private readonly allPatterns: RegExp[] = [];

  constructor(operations: OperationSpec[]) {
    for (const operation of operations) {
      const paramNames: string[] = [];
      const segments = operation.path.split('/').filter(Boolean);
      const source = segments
        .map((segment) => {
          const param = /^\{(.+)\}$/.exec(segment);
          if (param?.[1]) {
            paramNames.push(param[1]);
            return '([^/]+)';
          }
          return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('/');
      const pattern = new RegExp(`^/${source}/?$`);
      const route = { operation, pattern, paramNames, literalSegments: segments.length - paramNames.length };
      const list = this.routes.get(operation.method) ?? [];
      list.push(route);
      this.routes.set(operation.method, list);
      this.allPatterns.push(pattern);
    }
    for (const list of this.routes.values()) list.sort((a, b) => b.literalSegments - a.literalSegments);
  }

  match(method: string, pathname: string): RouteMatch | 'method-not-allowed' | undefined {
    const list = this.routes.get(method.toLowerCase() as HttpMethod) ?? [];
    for (const route of list) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      route.paramNames.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? '');
      });
      return { operation: route.operation, params };
    }
    return this.allPatterns.some((p) => p.test(pathname)) ? 'method-not-allowed' : undefined;
  }
}
