import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { SetupSector } from '../../../../../shared/contract/gym-setup';
import { useT } from '../../../../lib/i18n';
import { settingsCatalog } from '../../../../lib/catalogs/settings';

type Point = [number, number];
type Outline = NonNullable<SetupSector['outline']>;

/** Without a plan picture, outlines are drawn on a blank plan of this size. */
const BLANK_PLAN = { width: 1000, height: 600 };

/** The natural size of the plan picture (the outlines' coordinate space), once it has loaded. */
export function usePlanSize(plan: string | null) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(plan ? null : BLANK_PLAN);
  useEffect(() => {
    if (!plan) {
      setSize(BLANK_PLAN);
      return;
    }
    setSize(null);
    const image = new Image();
    image.onload = () => setSize({ width: image.naturalWidth || BLANK_PLAN.width, height: image.naturalHeight || BLANK_PLAN.height });
    image.onerror = () => setSize(BLANK_PLAN);
    image.src = plan;
  }, [plan]);
  return size;
}

/** An outline drawn on another plan size, in this plan's coordinates. */
export const scaled = (outline: Outline, size: { width: number; height: number }): Point[] =>
  outline.points.map(([x, y]) => [(x * size.width) / outline.width, (y * size.height) / outline.height]);

export const pointsText = (points: Point[]) => points.map(([x, y]) => `${x},${y}`).join(' ');

interface OutlineEditorProps {
  sector: SetupSector | null;
  plan: string | null;
  others: SetupSector[];
  saving: boolean;
  onSave: (outline: Outline | null) => void;
  onClose: () => void;
}

/**
 * 'Contour' (docs/product.md › Route setting: screens): click the plan to add the corners of the sector's polygon; the
 * last point can be undone; the shape shows as it is drawn, over the other sectors' outlines.
 */
export function OutlineEditor({ sector, plan, others, saving, onSave, onClose }: OutlineEditorProps) {
  const t = useT(settingsCatalog);
  return (
    <Modal opened={sector !== null} onClose={onClose} title={sector ? t('settings.contourSecteur', { name: sector.name }) : ''} size="xl">
      {sector && <OutlineCanvas key={sector.id} sector={sector} plan={plan} others={others} saving={saving} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function OutlineCanvas({ sector, plan, others, saving, onSave, onClose }: Omit<OutlineEditorProps, 'sector'> & { sector: SetupSector }) {
  const t = useT(settingsCatalog);
  const size = usePlanSize(plan);
  const svgRef = useRef<SVGSVGElement>(null);
  const [points, setPoints] = useState<Point[] | null>(null);
  const drawn = points ?? (size && sector.outline ? scaled(sector.outline, size) : []);

  const addPoint = (event: React.MouseEvent<SVGSVGElement>) => {
    const svg = svgRef.current;
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix || !size) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const x = Math.round(Math.min(Math.max(at.x, 0), size.width) * 10) / 10;
    const y = Math.round(Math.min(Math.max(at.y, 0), size.height) * 10) / 10;
    setPoints([...drawn, [x, y]]);
  };
  const undo = () => setPoints(drawn.slice(0, -1));
  const radius = size ? Math.max(size.width, size.height) / 160 : 4;

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t('settings.cliquezSurPlanPour')}
      </Text>
      {!size ? (
        <Text fz="sm">{t('settings.chargementPlan')}</Text>
      ) : (
        <svg
          ref={svgRef}
          viewBox={`0 0 ${size.width} ${size.height}`}
          role="img"
          aria-label={t('settings.planSalleContourSecteur', { name: sector.name, drawnCount: drawn.length })}
          data-testid="outline-canvas"
          onClick={addPoint}
          style={{
            width: '100%',
            height: 'auto',
            cursor: 'crosshair',
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 8,
            touchAction: 'manipulation',
          }}
        >
          {plan ? <image href={plan} width={size.width} height={size.height} /> : <rect width={size.width} height={size.height} fill="#F4F1EA" />}
          {others
            .filter((s) => s.id !== sector.id && s.outline)
            .map((s) => (
              <polygon
                key={s.id}
                points={pointsText(scaled(s.outline!, size))}
                fill="rgba(73, 80, 87, 0.12)"
                stroke="#868E96"
                strokeWidth={radius / 2}
                strokeDasharray={`${radius} ${radius}`}
              />
            ))}
          {drawn.length >= 3 && <polygon points={pointsText(drawn)} fill="rgba(232, 89, 12, 0.25)" stroke="#E8590C" strokeWidth={radius / 2} />}
          {drawn.length === 2 && <polyline points={pointsText(drawn)} fill="none" stroke="#E8590C" strokeWidth={radius / 2} />}
          {drawn.map(([x, y], i) => (
            <circle key={i} cx={x} cy={y} r={i === drawn.length - 1 ? radius * 1.4 : radius} fill="#E8590C" stroke="#fff" strokeWidth={radius / 3} />
          ))}
        </svg>
      )}
      <Text fz="sm" aria-live="polite">
        {drawn.length === 0 ? t('settings.aucunPoint') : t('settings.point', { drawnCount: drawn.length })}
        {drawn.length > 0 && drawn.length < 3 ? t('settings.pointsMissing', { missing: 3 - drawn.length }) : ''}
      </Text>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Button variant="default" leftSection={<IconArrowBackUp size={16} aria-hidden="true" />} onClick={undo} disabled={drawn.length === 0}>
            {t('settings.annulerDernierPoint')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => setPoints([])}
            disabled={drawn.length === 0}
          >
            {t('settings.effacer')}
          </Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('settings.retour')}
          </Button>
          <Button
            loading={saving}
            disabled={!size || (drawn.length > 0 && drawn.length < 3) || (drawn.length === 0 && !sector.outline)}
            onClick={() => size && onSave(drawn.length === 0 ? null : { ...size, points: drawn })}
          >
            {drawn.length === 0 ? t('settings.supprimerContour') : t('settings.enregistrerContour')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
