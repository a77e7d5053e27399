/** The route table and lazy page imports the build scripts read (src/web/app/routes.tsx), for their tests. */
type Row = [name: string, path: string, area: string, page: string];

export function routeTable(layouts: string[], ...rows: Row[]) {
  return {
    routes: rows.map(([name, path, area]) => ({ name, path, area })),
    lazy: { pages: new Map(rows.map(([name, , , page]) => [name, page])), layouts },
  };
}
