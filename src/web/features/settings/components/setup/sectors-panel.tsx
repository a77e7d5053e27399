import { ActionIcon, Badge, Button, FileButton, Group, Image, Paper, Stack, Table, Text, TextInput, Title, Tooltip, VisuallyHidden } from '@mantine/core';
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

const failed = (title: string) => (error: unknown) => notifications.show({ color: 'red', title, message: errorText(error) });

/** Paramètres › Secteurs (route-setting.md §2): create, rename, reorder, delete, outline and pictures. */
export function SectorsPanel({ setup }: { setup: GymSetup }) {
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
        notifications.show({ color: 'teal', message: `Secteur « ${sector.name} » créé.` });
      },
      onError: (error) => setNameError(errorText(error)),
    });
  };

  const uploadPlan = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (photo) =>
        setPlan.mutate(photo.id, {
          onSuccess: () => notifications.show({ color: 'teal', message: 'Plan de la salle enregistré.' }),
          onError: failed("Le plan n'a pas pu être enregistré"),
        }),
      onError: failed("L'image n'a pas pu être envoyée"),
    });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="plan-title">
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <Title order={2} fz="h4" id="plan-title">
              Plan de la salle
            </Title>
            <Text fz="sm" c="dimmed" maw={520}>
              L'image sur laquelle les contours des secteurs sont dessinés (vue de dessus, JPEG, PNG ou WebP).
            </Text>
          </div>
          <FileButton onChange={uploadPlan} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhoto size={16} aria-hidden="true" />} loading={upload.isPending || setPlan.isPending}>
                {setup.plan ? 'Remplacer le plan' : 'Ajouter le plan'}
              </Button>
            )}
          </FileButton>
        </Group>
        <PlanPreview plan={setup.plan} sectors={setup.sectors} />
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="sectors-title">
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4" id="sectors-title">
              Secteurs
            </Title>
            <Text fz="sm" c="dimmed">
              Un secteur qui a déjà eu des blocs ne peut pas être supprimé : renommez-le.
            </Text>
          </div>
          <form onSubmit={add}>
            <Group align="flex-start" gap="xs">
              <TextInput
                label="Nouveau secteur"
                placeholder="Nom du secteur"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={nameError}
                maxLength={60}
                style={{ flex: '1 1 220px' }}
              />
              <Button type="submit" mt={25} leftSection={<IconPlus size={16} aria-hidden="true" />} loading={create.isPending} disabled={!name.trim()}>
                Créer le secteur
              </Button>
            </Group>
          </form>
          <Table.ScrollContainer minWidth={720} type="native">
            <Table verticalSpacing="xs" aria-label="Secteurs de la salle">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={90}>Ordre</Table.Th>
                  <Table.Th>Nom</Table.Th>
                  <Table.Th>Blocs</Table.Th>
                  <Table.Th>Contour</Table.Th>
                  <Table.Th>Photo du mur</Table.Th>
                  <Table.Th w={60} pos="relative">
                    <VisuallyHidden>Supprimer</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {setup.sectors.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed" fz="sm" ta="center" py="md">
                        Aucun secteur : créez-en un ci-dessus, puis dessinez son contour sur le plan.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
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
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>
      <ConfirmModal
        opened={deleting !== null}
        title="Supprimer le secteur"
        confirmLabel="Supprimer"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const sector = deleting;
          remove.mutate(sector.id, {
            onSuccess: () => notifications.show({ color: 'teal', message: `Secteur « ${sector.name} » supprimé.` }),
            onError: failed('Suppression impossible'),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        {deleting
          ? `Le secteur « ${deleting.name} » sera supprimé de la salle, avec son contour sur le plan et la photo de son mur. Il n'a jamais eu de bloc.`
          : ''}
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
                notifications.show({ color: 'teal', message: outline ? 'Contour enregistré.' : 'Contour supprimé.' });
              },
              onError: failed("Le contour n'a pas pu être enregistré"),
            },
          )
        }
      />
    </Stack>
  );
}

/** The plan with every sector's outline and name, as climbers will see it. */
function PlanPreview({ plan, sectors }: { plan: string | null; sectors: SetupSector[] }) {
  const size = usePlanSize(plan);
  const drawn = sectors.filter((s) => s.outline);
  if (!size || (!plan && drawn.length === 0)) return null;
  const font = Math.max(size.width, size.height) / 45;
  return (
    <svg
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-label={`Plan de la salle avec ${drawn.length} contour${drawn.length > 1 ? 's' : ''} de secteur`}
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
  const edit = useEditSector(gymId);
  const upload = useUploadPhoto();
  const move = (position: number) => edit.mutate({ id: sector.id, position }, { onError: failed("L'ordre n'a pas pu être changé") });
  const uploadWall = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (photo) => edit.mutate({ id: sector.id, mediaId: photo.id }, { onError: failed("La photo n'a pas pu être enregistrée") }),
      onError: failed("L'image n'a pas pu être envoyée"),
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
          {sector.active} actif{sector.active > 1 ? 's' : ''}
          <Text span c="dimmed" fz="xs">
            {' '}
            / {sector.boulders} en tout
          </Text>
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPolygon size={14} aria-hidden="true" />}
          onClick={onOutline}
          aria-label={`Contour de ${sector.name}`}
        >
          {sector.outline ? 'Redessiner' : 'Dessiner'}
        </Button>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {sector.picture ? (
            <Image src={sector.picture} alt="" w={48} h={32} radius="sm" fit="cover" />
          ) : (
            <Badge variant="light" color="gray">
              Aucune
            </Badge>
          )}
          <FileButton onChange={uploadWall} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button {...props} size="compact-sm" variant="subtle" loading={upload.isPending} aria-label={`Photo du mur de ${sector.name}`}>
                {sector.picture ? 'Changer' : 'Ajouter'}
              </Button>
            )}
          </FileButton>
        </Group>
      </Table.Td>
      <Table.Td>
        <Tooltip label={sector.boulders > 0 ? 'Ce secteur a un historique : renomme-le plutôt' : `Supprimer ${sector.name}`}>
          <ActionIcon variant="subtle" color="red" aria-label={`Supprimer ${sector.name}`} disabled={sector.boulders > 0} onClick={onDelete}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}
