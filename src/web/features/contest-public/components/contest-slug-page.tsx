import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { withAppQueries } from '../../../api/with-app-queries';

/** A public page of one contest (/contests/{slug}/…): the slug from the address, under the app's query client. */
export function contestSlugPage(Page: ComponentType<{ slug: string }>) {
  return withAppQueries(function ContestSlugPage() {
    const { slug = '' } = useParams();
    return <Page slug={slug} />;
  });
}
