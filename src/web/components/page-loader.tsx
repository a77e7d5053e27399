import { Center, Loader } from '@mantine/core';

/** Shown while a page's code chunk loads. */
export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-label="Chargement de la page">
      <Loader />
    </Center>
  );
}
