import { Center, Checkbox, Loader, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import { errorText } from '../../../api/api-client';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Me } from '../../../../shared/contract/climber-accounts';
import type { Gender } from '../../../../shared/domain/climber-rules';
import { paths } from '../../../config/paths';
import { useGyms } from '../api/gyms';
import { useMe } from '../api/me';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { ErrorAlert } from '../../../components/error-alert';

/** What sign-up and the profile both ask (docs/product.md › Climbers: accounts and privacy): gender, home gym and the two consents. */
export interface ClimberChoices {
  gender: Gender | null;
  homeGymId: number | null;
  rankingConsent: boolean;
  newsConsent: boolean;
}

export function ClimberChoiceFields<T extends ClimberChoices>({
  values,
  onChange,
  homeGymError,
}: {
  values: T;
  onChange: (changes: Partial<ClimberChoices>) => void;
  homeGymError?: string;
}) {
  const t = useT(climberCatalog);
  const gyms = useGyms('');
  return (
    <>
      <div>
        <Text fz="sm" fw={500} mb={4}>
          {t('fields.gender')}
        </Text>
        <SegmentedControl
          fullWidth
          value={values.gender ?? 'none'}
          onChange={(value) => onChange({ gender: value === 'none' ? null : (value as Gender) })}
          data={[
            { value: 'none', label: t('fields.genderNone') },
            { value: 'female', label: t('fields.female') },
            { value: 'male', label: t('fields.male') },
          ]}
        />
      </div>
      <Select
        label={t('fields.homeGym')}
        placeholder={t('fields.chooseGym')}
        searchable
        clearable
        data={(gyms.data ?? []).map((gym) => ({ value: String(gym.id), label: `${gym.name} · ${gym.city}` }))}
        value={values.homeGymId ? String(values.homeGymId) : null}
        error={homeGymError}
        onChange={(value) => onChange({ homeGymId: value ? Number(value) : null })}
      />
      <Checkbox label={t('fields.rankingConsent')} checked={values.rankingConsent} onChange={(e) => onChange({ rankingConsent: e.currentTarget.checked })} />
      <Checkbox label={t('fields.newsConsent')} checked={values.newsConsent} onChange={(e) => onChange({ newsConsent: e.currentTarget.checked })} />
    </>
  );
}

/** A page for a signed-in climber: the sign-in screen without a session, a loader meanwhile. */
export function SignedIn({ children }: { children: (me: Me) => ReactNode }) {
  const t = useT(climberCatalog);
  const me = useMe();
  if (me.data === null) return <Navigate to={paths.climberHome.path} replace />;
  if (!me.data) {
    return (
      <Center mih={300}>
        <Loader role="status" aria-label={t('app.loading')} />
      </Center>
    );
  }
  return children(me.data);
}

/**
 * First and last name, as sign-up and the profile ask them, under the form's refusal when no field is
 * to blame for it.
 */
const NAME_FIELDS = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
] as const;

export function NameFields({
  failure,
  errors,
  values,
  onChange,
}: {
  failure: unknown;
  errors: { firstName?: string; lastName?: string };
  values: { firstName: string; lastName: string };
  onChange: (key: 'firstName' | 'lastName', value: string) => void;
}) {
  const t = useT(climberCatalog);
  return (
    <>
      {failure != null && Object.keys(errors).length === 0 && <ErrorAlert>{errorText(failure)}</ErrorAlert>}
      {NAME_FIELDS.map(([key, autoComplete]) => (
        <TextInput
          key={key}
          label={t(`fields.${key}`)}
          autoComplete={autoComplete}
          required
          value={values[key]}
          error={errors[key]}
          onChange={(e) => onChange(key, e.currentTarget.value)}
        />
      ))}
    </>
  );
}
