import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TItemImage } from '@menudelite/shared/menu/images';
import { ITEM_IMAGES_MAX } from '@menudelite/shared/menu/items';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useUploadImage } from '../api/upload-image';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, imageFileProblem } from '../lib/image-file';
import { PlusIcon, StarIcon, TrashIcon } from '../../../components/icons';

/** Up to five photos, uploaded as soon as they are chosen; the first is the card photo. */
export function ItemImagesField({ images, onChange }: { images: TItemImage[]; onChange: (images: TItemImage[]) => void }) {
  const { t } = useTranslation('menu-admin');
  const upload = useUploadImage();
  const [problem, setProblem] = useState<'wrongType' | 'tooLarge' | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    const found = imageFileProblem(file);
    setProblem(found);
    if (!found) upload.mutate(file, { onSuccess: (image) => onChange([...images, { id: image.id, urls: image.urls }]) });
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        {images.map((image, index) => (
          <div key={image.id} className="md-thumb" data-testid="item-image">
            <img src={image.urls.sm} alt={t('images.photo', { number: index + 1 })} width={88} height={88} />
            <Group gap={2} justify="center" wrap="nowrap">
              {index > 0 && (
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={t('images.makeFirst', { number: index + 1 })}
                  onClick={() => onChange([image, ...images.filter((i) => i.id !== image.id)])}
                >
                  <StarIcon size={14} />
                </ActionIcon>
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={t('images.remove', { number: index + 1 })}
                onClick={() => onChange(images.filter((i) => i.id !== image.id))}
              >
                <TrashIcon size={14} />
              </ActionIcon>
            </Group>
          </div>
        ))}
      </Group>
      {images.length < ITEM_IMAGES_MAX && (
        <FileButton onChange={choose} accept={IMAGE_ACCEPT} inputProps={{ 'data-testid': 'item-image-input' } as React.ComponentProps<'input'>}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<PlusIcon size={16} />} loading={upload.isPending} w="fit-content">
              {t('images.add')}
            </Button>
          )}
        </FileButton>
      )}
      <Text size="xs" c="dimmed">
        {t('images.hint', { max: ITEM_IMAGES_MAX, mb: IMAGE_MAX_MB })}
      </Text>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {t(`images.${problem}`, { mb: IMAGE_MAX_MB })}
        </Text>
      )}
      <ApiErrorAlert error={upload.error} />
    </Stack>
  );
}
