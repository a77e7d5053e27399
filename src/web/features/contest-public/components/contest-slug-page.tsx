import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { AppQueryProvider } from '../../../api/query-provider';

/** A public page of one contest (/contests/{slug}/…): the slug from the address, under the app's query client. */
export function contestSlugPage(Page: ComponentType<{ slug: string }>) {
  return function ContestSlugPage() {
    const { slug = '' } = useParams();
    return (
      <AppQueryProvider>
        <Page slug={slug} />
      </AppQueryProvider>
    );
  };
}
