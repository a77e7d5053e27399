import { ActionIcon, Anchor, Button, CopyButton, Group, Loader, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink, IconQrcode } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Contest } from '../../../../shared/contract/contests';
import { useT, type TranslateOf } from '../../../lib/i18n';
import { contestAdminCatalog } from '../../../lib/catalogs/contest-admin';

/** The contest's public pages, by their full address (docs/product.md › Contests: back office Results). */
export const contestPublicPages = (t: TranslateOf<typeof contestAdminCatalog>, slug: string) => [
  { path: `/contests/${slug}`, label: t('contestAdmin.classementDirect') },
  { path: `/contests/${slug}/ecran`, label: t('contestAdmin.grandEcran') },
  { path: `/contests/${slug}/inscription`, label: t('contestAdmin.inscription') },
];

/**
 * Where an organiser looks first, under the contest's name: its public pages to open, copy or show
 * as a QR code, and the way to the judges' links and QR codes.
 */
export function ContestPublicLinks({ contest, onJudges }: { contest: Contest; onJudges?: () => void }) {
  const t = useT(contestAdminCatalog);
  const origin = window.location.origin;
  const [shown, setShown] = useState<{ label: string; url: string } | null>(null);
  return (
    <Paper withBorder p="sm" mb="lg" component="section" aria-label={t('contestAdmin.liensPublics')} data-testid="contest-public-links">
      <Group gap="lg" wrap="wrap" align="center">
        {contestPublicPages(t, contest.slug).map(({ path, label }) => {
          const url = `${origin}${path}`;
          return (
            <Group key={path} gap={2} wrap="nowrap">
              <Anchor href={path} target="_blank" rel="noreferrer" fz="sm" fw={600}>
                <Group gap={4} component="span" wrap="nowrap">
                  {label} <IconExternalLink size={14} aria-hidden="true" />
                </Group>
              </Anchor>
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('contestAdmin.copie') : t('contestAdmin.copier', { url })}>
                    <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={t('contestAdmin.copierLien3', { label })}>
                      {copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
              <ActionIcon variant="subtle" size="sm" onClick={() => setShown({ label, url })} aria-label={t('contestAdmin.qrCode2', { label })}>
                <IconQrcode size={14} aria-hidden="true" />
              </ActionIcon>
            </Group>
          );
        })}
        {onJudges && (
          <Button variant="subtle" size="compact-sm" onClick={onJudges}>
            {t('contestAdmin.liensQrCodesJuges')}
          </Button>
        )}
      </Group>
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown?.label ?? ''}
        closeButtonProps={{ 'aria-label': t('contestAdmin.fermer') }}
        centered
      >
        {shown && (
          <Stack align="center" gap="xs">
            <QrCodeImage value={shown.url} label={t('contestAdmin.qrCodePage', { label: shown.label })} size={260} />
            <Text fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {shown.url}
            </Text>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}

export function QrCodeImage({ value, label, size = 220 }: { value: string; label: string; size?: number }) {
  const t = useT(contestAdminCatalog);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toString }) =>
      toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((drawn) => {
        if (live) setSvg(drawn);
      }),
    );
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg) return <Loader size="sm" role="status" aria-label={t('contestAdmin.preparationQrCode')} />;
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={size} height={size} />;
}
