/** After a new deployment, an open tab may ask for page chunks that no longer exist. */
export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
