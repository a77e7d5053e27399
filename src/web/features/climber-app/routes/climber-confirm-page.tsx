import { Alert, Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorText } from '../../../api/api-client';
import { useConfirmEmail } from '../api/auth';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';

/** /app/confirm?token=… (docs/product.md › Climbers: payloads): the link of the confirmation mail. */
export function ClimberConfirmPage() {
  const t = useT(climberCatalog);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  return (
    <Stack maw={420} mx="auto" mt="lg">
      <Title order={1}>{t('confirm.title')}</Title>
      {confirm.isPending || confirm.isIdle ? (
        <Center>
          <Loader role="status" aria-label={t('confirm.pending')} />
        </Center>
      ) : confirm.isSuccess ? (
        <Alert color="teal" title={t('confirm.done')}>
          {t('confirm.doneText')}
        </Alert>
      ) : (
        <Alert color="red" title={t('confirm.invalid')} role="alert">
          {errorText(confirm.error)}
        </Alert>
      )}
      <Anchor component={Link} to={paths.climberHome.path}>
        {t('confirm.openApp')}
      </Anchor>
    </Stack>
  );
}
