import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useUploadImage } from '../api/upload-image';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, imageFileProblem } from '../lib/image-file';

/**
 * One branding image (logo, cover, popup, banner): uploaded when chosen (POST /api/media/images)
 * and kept as the URL of the web size that fits its use.
 */
export function ImageUrlField({
  label,
  value,
  onChange,
  size = 'md',
  error,
  testId,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  size?: 'sm' | 'md' | 'lg';
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation('venue-settings');
  const labelId = useId();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<'wrongType' | 'tooLarge' | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    const found = imageFileProblem(file);
    setProblem(found);
    if (!found) upload.mutate(file, { onSuccess: (image) => onChange(image.urls[size]) });
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Group gap="sm" align="center">
        {value ? (
          <img src={value} alt={label} className="md-image-preview" data-testid={`${testId}-preview`} />
        ) : (
          <div className="md-image-empty">{t('images.none')}</div>
        )}
        <Group gap="xs">
          <FileButton
            onChange={choose}
            accept={IMAGE_ACCEPT}
            inputProps={{ 'aria-labelledby': labelId, 'data-testid': `${testId}-input` } as React.ComponentProps<'input'>}
          >
            {(props) => (
              <Button {...props} size="xs" variant="default" loading={upload.isPending}>
                {value ? t('images.replace') : t('images.upload')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)}>
              {t('images.remove')}
            </Button>
          )}
        </Group>
      </Group>
      {(problem || error) && (
        <Text size="sm" c="red" role="alert">
          {problem ? t(`images.${problem}`, { mb: IMAGE_MAX_MB }) : error}
        </Text>
      )}
      <ApiErrorAlert error={upload.error} />
    </Stack>
  );
}
