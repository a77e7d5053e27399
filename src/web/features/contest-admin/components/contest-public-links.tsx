import { ActionIcon, Anchor, Button, CopyButton, Group, Loader, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink, IconQrcode } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Contest } from '../../../../shared/contract/contests';

/** The contest's public pages, by their full address (contests.md §2 Results). */
export const contestPublicPages = (slug: string) => [
  { path: `/contests/${slug}`, label: 'Classement en direct' },
  { path: `/contests/${slug}/ecran`, label: 'Grand écran' },
  { path: `/contests/${slug}/inscription`, label: 'Inscription' },
];

/**
 * Where an organiser looks first, under the contest's name: its public pages to open, copy or show
 * as a QR code, and the way to the judges' links and QR codes.
 */
export function ContestPublicLinks({ contest, onJudges }: { contest: Contest; onJudges?: () => void }) {
  const origin = window.location.origin;
  const [shown, setShown] = useState<{ label: string; url: string } | null>(null);
  return (
    <Paper withBorder p="sm" mb="lg" component="section" aria-label="Liens publics" data-testid="contest-public-links">
      <Group gap="lg" wrap="wrap" align="center">
        {contestPublicPages(contest.slug).map(({ path, label }) => {
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
                  <Tooltip label={copied ? 'Copié' : `Copier ${url}`}>
                    <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={`Copier le lien : ${label}`}>
                      {copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
              <ActionIcon variant="subtle" size="sm" onClick={() => setShown({ label, url })} aria-label={`QR code : ${label}`}>
                <IconQrcode size={14} aria-hidden="true" />
              </ActionIcon>
            </Group>
          );
        })}
        {onJudges && (
          <Button variant="subtle" size="compact-sm" onClick={onJudges}>
            Liens et QR codes des juges
          </Button>
        )}
      </Group>
      <Modal opened={shown !== null} onClose={() => setShown(null)} title={shown?.label ?? ''} closeButtonProps={{ 'aria-label': 'Fermer' }} centered>
        {shown && (
          <Stack align="center" gap="xs">
            <QrCodeImage value={shown.url} label={`QR code de la page ${shown.label}`} size={260} />
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
  if (!svg) return <Loader size="sm" role="status" aria-label="Préparation du QR code" />;
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={size} height={size} />;
}
