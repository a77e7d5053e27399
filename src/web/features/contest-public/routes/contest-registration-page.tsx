import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { publicContestPaths } from '../../../../shared/contract/contest-paths';
import type { Registration } from '../../../../shared/contract/contest-public';
import { proposeCategory } from '../../../../shared/domain/contest-rules';
import { useLocale, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/document-title';
import { contestCatalog } from '../../../lib/catalogs/contest';
import { formatLongDateTime } from '../../../../shared/domain/dates';
import { apiClient, errorText } from '../../../api/api-client';
import { contestSlugPage } from '../components/contest-slug-page';
import { liveContestQueryOptions } from '../../../api/live-contest';
import { ContestFrame } from '../components/contest-frame';
import live from '../components/contest-live.module.css';

type Gender = 'female' | 'male';

function RegistrationForm({ slug }: { slug: string }) {
  const t = useT(contestCatalog);
  useDocumentTitle(t('reg.tabTitle'));
  const locale = useLocale();
  const contest = useQuery(liveContestQueryOptions(slug)).data;
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', birthYear: '', gender: '' as Gender | '', categoryId: '', consent: false });
  const register = useMutation({
    mutationFn: () =>
      apiClient.post<Registration>(publicContestPaths.registrations(slug), {
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        birthYear: Number(form.birthYear),
        gender: form.gender,
        categoryId: Number(form.categoryId),
        consent: form.consent,
      }),
  });
  const set = (field: keyof typeof form) => (value: string | boolean) => {
    const next = { ...form, [field]: value };
    // The category follows the birth year and gender until one is picked by hand.
    if ((field === 'birthYear' || field === 'gender') && contest && /^\d{4}$/.test(next.birthYear) && next.gender) {
      const proposed = proposeCategory(contest.categories, Number(next.birthYear), next.gender);
      if (proposed) next.categoryId = String(proposed.id);
    }
    setForm(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate();
  };

  let closed: string | null = null;
  if (contest && !contest.registrationOpen) closed = t('reg.closed');
  else if (contest?.full) closed = t('reg.full');

  return (
    <ContestFrame
      eyebrow={`${t('reg.eyebrow')}${contest?.gymName ? ` · ${contest.gymName}` : ''}`}
      title={contest?.name ?? t('contest.loading')}
      intro={contest && <p>{t('reg.on', { date: formatLongDateTime(contest.startsAt, locale) })}</p>}
    >
      {register.isSuccess ? (
        <div className={live.form} role="status">
          <h2>{t('reg.done')}</h2>
          <p>
            {register.data.bib !== null
              ? t('reg.doneTextBib', { name: register.data.firstName, bib: register.data.bib })
              : t('reg.doneText', { name: register.data.firstName })}
          </p>
          <a href={`/contests/${slug}`}>{t('reg.seeLive')}</a>
        </div>
      ) : closed ? (
        <p className={live.notice}>
          <strong>{closed}</strong>
        </p>
      ) : (
        contest && (
          <form className={live.form} onSubmit={submit}>
            <label>
              {t('reg.firstName')}
              <input value={form.firstName} onChange={(e) => set('firstName')(e.target.value)} autoComplete="given-name" required />
            </label>
            <label>
              {t('reg.lastName')}
              <input value={form.lastName} onChange={(e) => set('lastName')(e.target.value)} autoComplete="family-name" required />
            </label>
            <label>
              {t('reg.email')}
              <input type="email" value={form.email} onChange={(e) => set('email')(e.target.value)} autoComplete="email" required />
            </label>
            <label>
              {t('reg.birthYear')}
              <input inputMode="numeric" pattern="\d{4}" maxLength={4} value={form.birthYear} onChange={(e) => set('birthYear')(e.target.value)} required />
            </label>
            <fieldset>
              <legend>{t('reg.gender')}</legend>
              {(['female', 'male'] as const).map((gender) => (
                <label key={gender} className={live.check}>
                  <input type="radio" name="gender" checked={form.gender === gender} onChange={() => set('gender')(gender)} required />
                  {gender === 'female' ? t('reg.female') : t('reg.male')}
                </label>
              ))}
            </fieldset>
            <label>
              {t('contest.category')}
              <select value={form.categoryId} onChange={(e) => set('categoryId')(e.target.value)} required>
                <option value="">{t('reg.choose')}</option>
                {contest.categories.map((c) => (
                  <option key={c.id} value={c.id} disabled={c.full}>
                    {c.full ? t('reg.categoryFull', { name: c.name }) : c.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={live.check}>
              <input type="checkbox" checked={form.consent} onChange={(e) => set('consent')(e.target.checked)} />
              {t('reg.consent')}
            </label>
            {register.isError && (
              <p className={live.error} role="alert">
                {errorText(register.error)}
              </p>
            )}
            <button type="submit" disabled={register.isPending}>
              {t('reg.submit')}
            </button>
          </form>
        )
      )}
    </ContestFrame>
  );
}

/** /contests/{slug}/inscription: registration (docs/product.md › Contests: public pages), closed outside its window or when full. */
export const ContestRegistrationPage = contestSlugPage(RegistrationForm);
