import { Center, Loader } from '@mantine/core';
import { useLocale } from '../lib/i18n';

/** Shown while a page's code chunk loads, named in the page's language without waiting for a catalogue (like the root's PlainPageLoader). */
export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-label={useLocale() === 'en' ? 'Loading the page' : 'Chargement de la page'}>
      <Loader />
    </Center>
  );
}
