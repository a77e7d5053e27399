import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { emailErrorKey } from '../../../../shared/domain/email-rules';
import type { ChangePasswordBody } from '../../../../shared/domain/password';
import { paths } from '../../../config/paths';
import { errorText } from '../../../api/api-client';
import { changePasswordWithLink, readPasswordLink, requestPasswordReset } from '../../../api/password-links';
import { queryKeys } from '../../../api/query-keys';
import { NewPasswordForm } from '../../../components/new-password-form';
import { newPasswordTexts } from '../new-password-texts';
import { PASSWORD_CHANGED_PARAM } from '../password-changed';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { ErrorAlert } from '../../../components/error-alert';
import { EmailField } from '../components/email-field';
import { NarrowPage } from '../components/narrow-page';

function BackToSignIn() {
  const t = useT(climberCatalog);
  return (
    <Anchor component={Link} to={paths.climberHome.path}>
      {t('password.backToSignIn')}
    </Anchor>
  );
}

/**
 * /app/mot-de-passe-oublie: a climber asks for the link without leaving the app; the mail's link
 * opens /app/mot-de-passe, which returns to the app's sign-in form.
 */
export function ClimberPasswordForgottenPage() {
  const t = useT(climberCatalog);
  const request = useMutation({ mutationFn: requestPasswordReset });
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = emailErrorKey(email);
    const error = key && t(`app.${key}`);
    setFieldError(error);
    if (!error) request.mutate(email);
  };
  if (request.isSuccess) {
    return (
      <NarrowPage title={t('password.forgottenTitle')}>
        <Alert color="teal" title={t('password.sent')} role="status">
          {t('password.sentText', { email: email.trim() })}
        </Alert>
        <BackToSignIn />
      </NarrowPage>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <NarrowPage title={t('password.forgottenTitle')} intro={t('password.forgottenIntro')}>
        {request.error && <ErrorAlert>{errorText(request.error)}</ErrorAlert>}
        <EmailField value={email} error={fieldError} onChange={setEmail} />
        <Button type="submit" size="md" loading={request.isPending}>
          {t('password.sendLink')}
        </Button>
        <BackToSignIn />
      </NarrowPage>
    </form>
  );
}

/** /app/mot-de-passe?token=&uid=: the new password from a climber's e-mailed link, then back to the app's sign-in. */
export function ClimberPasswordChangePage() {
  const t = useT(climberCatalog);
  const [params] = useSearchParams();
  const link = readPasswordLink(params);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useMutation({ mutationFn: changePasswordWithLink });
  const newLink = (
    <Anchor component={Link} to={paths.climberPasswordForgotten.path}>
      {t('password.newLink')}
    </Anchor>
  );
  if (!link) {
    return (
      <NarrowPage title={t('password.incomplete')}>
        <Text>{t('password.incompleteText')}</Text>
        {newLink}
      </NarrowPage>
    );
  }
  const submit = (body: ChangePasswordBody) =>
    change.mutate(
      { link, body },
      {
        onSuccess: async () => {
          // The server ended every session of the account: whoever was signed in here is signed out.
          await queryClient.resetQueries({ queryKey: queryKeys.climber() });
          void navigate(`${paths.climberHome.path}?${PASSWORD_CHANGED_PARAM.name}=${PASSWORD_CHANGED_PARAM.value}`, { replace: true });
        },
      },
    );
  return (
    <NarrowPage title={t('password.newTitle')} intro={t('password.newIntro')}>
      <NewPasswordForm
        onSubmit={submit}
        submitting={change.isPending}
        fullWidthSubmit
        texts={newPasswordTexts(t)}
        feedback={
          change.error && (
            <Alert color="red" role="alert">
              <Stack gap={6} align="flex-start">
                <Text inherit>{errorText(change.error)}</Text>
                {newLink}
              </Stack>
            </Alert>
          )
        }
      />
    </NarrowPage>
  );
}
