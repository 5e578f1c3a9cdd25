import { Button, Card, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOYALTY_IMAGE_SLOTS, type TLoyaltyImageSlot, type TLoyaltySettings } from '@menudelite/shared/growth/loyalty';
import { IMAGE_MIME_TYPES } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { uploadImage, useSetLoyaltyImages } from '../api/loyalty-admin';

/** SPEC section 3's five loyalty images: what Apple Wallet shows as icon, logo, strip, thumbnail and background (Google: logo and strip). */
export function ImagesPanel({ restaurantId, settings }: { restaurantId: string; settings: TLoyaltySettings }) {
  const { t } = useTranslation('loyalty-admin');
  const save = useSetLoyaltyImages(restaurantId);
  const [busy, setBusy] = useState<TLoyaltyImageSlot | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);

  const choose = async (slot: TLoyaltyImageSlot, file: File | null) => {
    if (!file) return;
    setBusy(slot);
    setUploadError(null);
    try {
      const image = await uploadImage(file);
      await save.mutateAsync({ [slot]: image.id });
    } catch (error) {
      setUploadError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('images.intro')}
      </Text>
      <ApiErrorAlert error={uploadError ?? save.error} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {LOYALTY_IMAGE_SLOTS.map((slot) => {
          const image = settings.images[slot];
          return (
            <Card key={slot} withBorder radius="md" padding="sm" className="loyalty-image-slot" data-testid={`image-slot-${slot}`}>
              <Stack gap="xs">
                <Text fw={600}>{t(`images.slots.${slot}`)}</Text>
                <Text size="xs" c="dimmed">
                  {t(`images.help.${slot}`)}
                </Text>
                {image ? (
                  <img src={image.url} alt={t(`images.slots.${slot}`)} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('images.none')}
                  </Text>
                )}
                <Group gap="xs">
                  <FileButton accept={IMAGE_MIME_TYPES.join(',')} onChange={(file) => void choose(slot, file)}>
                    {(props) => (
                      <Button {...props} size="xs" variant="default" loading={busy === slot}>
                        {image ? t('images.replace') : t('images.upload')}
                      </Button>
                    )}
                  </FileButton>
                  {image && (
                    <Button size="xs" variant="subtle" color="red" disabled={save.isPending} onClick={() => save.mutate({ [slot]: null })}>
                      {t('images.remove')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
