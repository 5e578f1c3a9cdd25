import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PROMO_BANNERS_MAX } from '@menudelite/shared/menu/settings';
import { emptyBanner, type TBannerForm, type TFieldErrors } from '../lib/branding-form';
import { ImageUrlField } from './image-url-field';
import { ArrowIcon, PlusIcon, TrashIcon } from '../../../components/icons';

/** Up to five promo banners over the diner's menu: image, title and an optional link, in order. */
export function PromoBannersEditor({
  banners,
  onChange,
  errors,
}: {
  banners: TBannerForm[];
  onChange: (banners: TBannerForm[]) => void;
  errors: TFieldErrors;
}) {
  const { t } = useTranslation('venue-settings');
  const update = (index: number, patch: Partial<TBannerForm>) => onChange(banners.map((b, i) => (i === index ? { ...b, ...patch } : b)));
  const move = (index: number, offset: number) => {
    const next = [...banners];
    const [moved] = next.splice(index, 1);
    next.splice(index + offset, 0, moved!);
    onChange(next);
  };
  const error = (index: number, field: string) => {
    const key = errors[`promoBanners.${index}.${field}`];
    return key ? t(key) : undefined;
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('branding.bannersHint', { max: PROMO_BANNERS_MAX })}
      </Text>
      {banners.map((banner, index) => (
        <Paper key={index} withBorder radius="md" p="sm" data-testid="banner-editor">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                {t('branding.bannerNumber', { number: index + 1 })}
              </Text>
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === 0}
                  aria-label={t('branding.moveBannerUp', { number: index + 1 })}
                  onClick={() => move(index, -1)}
                >
                  <ArrowIcon up size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === banners.length - 1}
                  aria-label={t('branding.moveBannerDown', { number: index + 1 })}
                  onClick={() => move(index, 1)}
                >
                  <ArrowIcon size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('branding.removeBanner', { number: index + 1 })}
                  onClick={() => onChange(banners.filter((_, i) => i !== index))}
                >
                  <TrashIcon size={16} />
                </ActionIcon>
              </Group>
            </Group>
            <ImageUrlField
              label={t('branding.bannerImage')}
              value={banner.imageUrl || null}
              onChange={(url) => update(index, { imageUrl: url ?? '' })}
              size="lg"
              error={error(index, 'imageUrl')}
              testId={`banner-${index}-image`}
            />
            <TextInput
              label={t('branding.bannerTitle')}
              value={banner.title}
              onChange={(e) => update(index, { title: e.currentTarget.value })}
              error={error(index, 'title')}
            />
            <TextInput
              label={t('branding.bannerLink')}
              description={t('branding.bannerLinkHint')}
              placeholder="/offers"
              value={banner.link}
              onChange={(e) => update(index, { link: e.currentTarget.value })}
              error={error(index, 'link')}
              dir="ltr"
            />
          </Stack>
        </Paper>
      ))}
      {banners.length < PROMO_BANNERS_MAX && (
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          leftSection={<PlusIcon size={14} />}
          onClick={() => onChange([...banners, emptyBanner()])}
          data-testid="add-banner"
        >
          {t('branding.addBanner')}
        </Button>
      )}
    </Stack>
  );
}
