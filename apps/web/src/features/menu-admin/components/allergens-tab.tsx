import { ActionIcon, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZAllergenCreateSchema, type TAllergen } from '@menudelite/shared/menu/allergens';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDeleteAllergen } from '../api/delete-allergen';
import { useAllergens } from '../api/get-allergens';
import { useSaveAllergen } from '../api/save-allergen';
import { allergenLabel } from '../lib/allergen-label';
import { validateAllergen } from '../lib/allergen-form';
import { TrashIcon } from '../../../components/icons';

/** The 14 EU allergens and common descriptors (built in, read-only) and the venue's own, which it can add and remove. */
export function AllergensTab() {
  const { t, i18n } = useTranslation('menu-admin');
  const allergens = useAllergens();
  const save = useSaveAllergen();
  const remove = useDeleteAllergen();
  const form = useForm({ mode: 'controlled', initialValues: { name: '', isDescriptor: false }, validate: validateAllergen });
  const add = form.onSubmit((values) =>
    save.mutate({ id: null, body: ZAllergenCreateSchema.parse(values) }, { onSuccess: () => form.setFieldValue('name', '') }),
  );

  const list = (descriptors: boolean) => (
    <Stack gap={6}>
      <Title order={3} fz="h5">
        {descriptors ? t('allergens.descriptorsTitle') : t('allergens.allergensTitle')}
      </Title>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
        {(allergens.data ?? [])
          .filter((a) => a.isDescriptor === descriptors)
          .map((allergen: TAllergen) => (
            <Paper key={allergen.id} withBorder radius="sm" px="sm" py={6} data-testid="allergen-row">
              <Group justify="space-between" wrap="nowrap" gap={4}>
                <Text size="sm" truncate="end">
                  {allergenLabel(allergen, t, i18n.language)}
                </Text>
                {allergen.isBuiltIn ? (
                  <Badge size="xs" variant="light" color="gray" className="md-no-shrink">
                    {t('allergens.builtIn')}
                  </Badge>
                ) : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('allergens.remove', { name: allergen.name })}
                    onClick={() => remove.mutate(allergen.id)}
                  >
                    <TrashIcon size={14} />
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          ))}
      </SimpleGrid>
    </Stack>
  );

  return (
    <Stack gap="md" maw={760}>
      <Text size="sm" c="dimmed">
        {t('allergens.intro')}
      </Text>
      <Paper withBorder radius="md" p="sm">
        <form onSubmit={add} noValidate>
          <Stack gap="xs">
            <Title order={3} fz="h5">
              {t('allergens.addTitle')}
            </Title>
            <Group align="flex-end" gap="sm">
              <TextInput
                className="md-grow"
                label={t('allergens.name')}
                {...form.getInputProps('name')}
                error={form.errors.name && t(String(form.errors.name))}
                data-testid="allergen-name"
              />
              <Switch label={t('allergens.isDescriptor')} {...form.getInputProps('isDescriptor', { type: 'checkbox' })} mb={8} />
              <Button type="submit" loading={save.isPending} data-testid="allergen-add">
                {t('allergens.add')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('allergens.descriptorHint')}
            </Text>
          </Stack>
        </form>
      </Paper>
      <ApiErrorAlert error={allergens.error ?? save.error ?? remove.error} />
      {allergens.isPending && <Loader size="sm" aria-label={t('loading')} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {list(false)}
        {list(true)}
      </SimpleGrid>
    </Stack>
  );
}
