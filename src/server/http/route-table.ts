import type { FastifyInstance } from 'fastify';

/** A route as registered: its method, its path, and the statuses its response schema declares. */
export type RouteEntry = { method: string; url: string; responses: string[] };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, HEAD aside: what the route-schemas test reads. */
    routeTable: RouteEntry[];
  }
}

/** Records every route registered after it; must run before the areas are registered. */
export function installRouteTable(app: FastifyInstance): void {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    const responses = Object.keys((route.schema?.response as object | undefined) ?? {});
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, responses });
    }
  });
}
