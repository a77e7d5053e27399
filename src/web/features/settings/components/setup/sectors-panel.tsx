import { ActionIcon, Badge, Button, FileButton, Group, Image, Paper, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconPlus, IconPolygon, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { GymSetup, SetupSector } from '../../../../../shared/contract/gym-setup';
import { errorText } from '../../../../api/api-client';
import { useUploadPhoto } from '../../../../api/upload-photo';
import { useCreateSector, useDeleteSector, useEditSector, useSetPlan } from '../../api/gym-setup';
import { OrderArrows, RenamableName, refusalOf } from './setup-controls';
import { OutlineEditor, pointsText, scaled, usePlanSize } from './outline-editor';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { useT } from '../../../../lib/i18n';
import { settingsCatalog } from '../../../../lib/catalogs/settings';
import { DataTable } from '../../../../components/data-table';
import { SectionCard, SectionHeading } from '../../../../components/section-card';

const failed = (title: string) => (error: unknown) => notifications.show({ color: 'red', title, message: errorText(error) });

/** Paramètres › Secteurs (docs/product.md › Route setting: screens): create, rename, reorder, delete, outline and pictures. */
export function SectorsPanel({ setup }: { setup: GymSetup }) {
  const t = useT(settingsCatalog);
  const gymId = setup.gymId;
  const create = useCreateSector(gymId);
  const edit = useEditSector(gymId);
  const remove = useDeleteSector(gymId);
  const setPlan = useSetPlan(gymId);
  const upload = useUploadPhoto();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [outlined, setOutlined] = useState<SetupSector | null>(null);
  const [deleting, setDeleting] = useState<SetupSector | null>(null);

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (sector) => {
        setName('');
        setNameError(null);
        notifications.show({ color: 'teal', message: t('settings.secteurCree', { name: sector.name }) });
      },
      onError: (error) => setNameError(errorText(error)),
    });
  };

  const uploadPlan = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (photo) =>
        setPlan.mutate(photo.id, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('settings.planSalleEnregistre') }),
          onError: failed(t('settings.planPuEtreEnregistre')),
        }),
      onError: failed(t('settings.imagePuEtreEnvoyee')),
    });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="plan-title">
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <SectionHeading id="plan-title" title={t('settings.planSalle')} maw={520}>
              {t('settings.imageSurLaquelleContours')}
            </SectionHeading>
          </div>
          <FileButton onChange={uploadPlan} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhoto size={16} aria-hidden="true" />} loading={upload.isPending || setPlan.isPending}>
                {setup.plan ? t('settings.remplacerPlan') : t('settings.ajouterPlan')}
              </Button>
            )}
          </FileButton>
        </Group>
        <PlanPreview plan={setup.plan} sectors={setup.sectors} />
      </Paper>

      <SectionCard id="sectors-title" title={t('settings.secteurs')} intro={t('settings.secteurQuiDejaEu')}>
        <form onSubmit={add}>
          <Group align="flex-start" gap="xs">
            <TextInput
              label={t('settings.nouveauSecteur')}
              placeholder={t('settings.nomSecteur')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError}
              maxLength={60}
              style={{ flex: '1 1 220px' }}
            />
            <Button type="submit" mt={25} leftSection={<IconPlus size={16} aria-hidden="true" />} loading={create.isPending} disabled={!name.trim()}>
              {t('settings.creerSecteur')}
            </Button>
          </Group>
        </form>
        <DataTable
          minWidth={720}
          scroll="native"
          verticalSpacing="xs"
          label={t('settings.secteursSalle')}
          empty={setup.sectors.length === 0 && t('settings.aucunSecteurCreezCi')}
          columns={[
            { label: t('settings.ordre'), w: 90 },
            t('settings.nom'),
            t('settings.blocs'),
            t('settings.contour'),
            t('settings.photoMur'),
            { label: t('settings.supprimer2'), hidden: true, w: 60, pos: 'relative' },
          ]}
        >
          {setup.sectors.map((sector, index) => (
            <SectorRow
              key={sector.id}
              sector={sector}
              first={index === 0}
              last={index === setup.sectors.length - 1}
              gymId={gymId}
              onOutline={() => setOutlined(sector)}
              onDelete={() => setDeleting(sector)}
            />
          ))}
        </DataTable>
      </SectionCard>
      <ConfirmModal
        cancelLabel={t('settings.annuler')}
        opened={deleting !== null}
        title={t('settings.supprimerSecteur')}
        confirmLabel={t('settings.supprimer2')}
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const sector = deleting;
          remove.mutate(sector.id, {
            onSuccess: () => notifications.show({ color: 'teal', message: t('settings.secteurSupprime', { name: sector.name }) }),
            onError: failed(t('settings.suppressionImpossible')),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        {deleting ? t('settings.secteurSeraSupprimeSalle', { name: deleting.name }) : ''}
      </ConfirmModal>

      <OutlineEditor
        sector={outlined}
        plan={setup.plan}
        others={setup.sectors}
        saving={edit.isPending}
        onClose={() => setOutlined(null)}
        onSave={(outline) =>
          outlined &&
          edit.mutate(
            { id: outlined.id, outline },
            {
              onSuccess: () => {
                setOutlined(null);
                notifications.show({ color: 'teal', message: outline ? t('settings.contourEnregistre') : t('settings.contourSupprime') });
              },
              onError: failed(t('settings.contourPuEtreEnregistre')),
            },
          )
        }
      />
    </Stack>
  );
}

/** The plan with every sector's outline and name, as climbers will see it. */
function PlanPreview({ plan, sectors }: { plan: string | null; sectors: SetupSector[] }) {
  const t = useT(settingsCatalog);
  const size = usePlanSize(plan);
  const drawn = sectors.filter((s) => s.outline);
  if (!size || (!plan && drawn.length === 0)) return null;
  const font = Math.max(size.width, size.height) / 45;
  return (
    <svg
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-label={t('settings.planSalleAvecContour', { drawnCount: drawn.length })}
      style={{ display: 'block', width: '100%', maxWidth: 720, height: 'auto', margin: '16px auto 0', borderRadius: 8 }}
    >
      {plan ? <image href={plan} width={size.width} height={size.height} /> : <rect width={size.width} height={size.height} fill="#F4F1EA" />}
      {drawn.map((sector) => {
        const points = scaled(sector.outline!, size);
        const [x, y] = points.reduce(([sx, sy], [px, py]) => [sx + px / points.length, sy + py / points.length], [0, 0]);
        return (
          <g key={sector.id}>
            <polygon points={pointsText(points)} fill="rgba(12, 133, 153, 0.14)" stroke="#0C8599" strokeWidth={font / 8} />
            <text
              x={x}
              y={y}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize={font}
              fontWeight={700}
              fill="#1B2B34"
              stroke="#fff"
              strokeWidth={font / 6}
              paintOrder="stroke"
            >
              {sector.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

interface SectorRowProps {
  sector: SetupSector;
  first: boolean;
  last: boolean;
  gymId: number;
  onOutline: () => void;
  onDelete: () => void;
}

function SectorRow({ sector, first, last, gymId, onOutline, onDelete }: SectorRowProps) {
  const t = useT(settingsCatalog);
  const edit = useEditSector(gymId);
  const upload = useUploadPhoto();
  const move = (position: number) => edit.mutate({ id: sector.id, position }, { onError: failed(t('settings.ordrePuEtreChange')) });
  const uploadWall = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (photo) => edit.mutate({ id: sector.id, mediaId: photo.id }, { onError: failed(t('settings.photoPuEtreEnregistree')) }),
      onError: failed(t('settings.imagePuEtreEnvoyee')),
    });
  };

  return (
    <Table.Tr data-sector={sector.name}>
      <Table.Td>
        <OrderArrows name={sector.name} position={sector.position} first={first} last={last} busy={edit.isPending} onMove={move} />
      </Table.Td>
      <Table.Td>
        <RenamableName
          name={sector.name}
          maxLength={60}
          saving={edit.isPending}
          onRename={(name) => refusalOf(edit.mutateAsync({ id: sector.id, name }), errorText)}
        >
          {/* A long name without spaces wraps anywhere rather than pushing the other columns out. */}
          <Text fw={600} maw={260} style={{ overflowWrap: 'anywhere' }}>
            {sector.name}
          </Text>
        </RenamableName>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('settings.actif', { active: sector.active })}
          <Text span c="dimmed" fz="xs">
            {' '}
            {t('settings.tout', { boulders: sector.boulders })}
          </Text>
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPolygon size={14} aria-hidden="true" />}
          onClick={onOutline}
          aria-label={t('settings.contour2', { name: sector.name })}
        >
          {sector.outline ? t('settings.redessiner') : t('settings.dessiner')}
        </Button>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {sector.picture ? (
            <Image src={sector.picture} alt="" w={48} h={32} radius="sm" fit="cover" />
          ) : (
            <Badge variant="light" color="gray">
              {t('settings.aucune')}
            </Badge>
          )}
          <FileButton onChange={uploadWall} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button {...props} size="compact-sm" variant="subtle" loading={upload.isPending} aria-label={t('settings.photoMur2', { name: sector.name })}>
                {sector.picture ? t('settings.changer') : t('settings.ajouter')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Table.Td>
      <Table.Td>
        <Tooltip label={sector.boulders > 0 ? t('settings.secteurHistoriqueRenommePlutot') : t('settings.supprimer', { name: sector.name })}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('settings.supprimer', { name: sector.name })}
            disabled={sector.boulders > 0}
            onClick={onDelete}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}
