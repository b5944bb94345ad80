import ArticleIcon from '@mui/icons-material/Article';
import {
  Box,
  Button,
  Chip,
  Divider,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  FunctionField,
  ImageField,
  ImageInput,
  Link,
  List,
  ReferenceInput,
  required,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useCreatePath,
  useDataProvider,
  useLocale,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import {
  ClearButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useEditorSelection,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { useSupportAction } from '../../components/use-action';
import type { CoverValue, SupportDataProvider } from '../../data/data-provider';

const LOCALES = ['de', 'en'] as const;
const STATUSES = ['draft', 'published'] as const;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The content service's rules for a cover (it checks them again, by the file's content). */
const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_COVER_BYTES = 10 * 1024 * 1024;

/** A chosen file that the content service would refuse is named before saving, in the console's language. */
function validateCover(value: CoverValue | null | undefined): string | undefined {
  const file = value?.rawFile;
  if (!file) return undefined;
  if (!COVER_TYPES.includes(file.type)) return 'fabelhaft.posts.coverType';
  if (file.size > MAX_COVER_BYTES) return 'fabelhaft.posts.coverTooLarge';
  return undefined;
}

/** A post with a cover needs words for it (the storefront's alt text). */
function validateCoverAlt(value: unknown, values: Record<string, unknown>): string | undefined {
  return values.cover && !String(value ?? '').trim() ? 'fabelhaft.posts.coverAltRequired' : undefined;
}

function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'published' ? 'success' : 'default'}
      label={translate(`fabelhaft.posts.status.${status}`)}
    />
  );
}

function useChoices() {
  const translate = useTranslate();
  return {
    locales: LOCALES.map((id) => ({ id, name: translate(`fabelhaft.posts.locales.${id}`) })),
    statuses: STATUSES.map((id) => ({ id, name: translate(`fabelhaft.posts.status.${id}`) })),
  };
}

/** issue #26: every post, drafts too, with status and language filters. */
function PostList() {
  const { locales, statuses } = useChoices();
  return (
    <List
      sort={{ field: 'updatedAt', order: 'DESC' }}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="status" source="status" choices={statuses} alwaysOn />,
        <SelectInput key="locale" source="locale" choices={locales} alwaysOn />,
      ]}
      exporter={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="locale" sortable />
        <FunctionField source="status" render={(r: RaRecord) => <StatusChip status={String(r.status)} />} />
        <DateField source="publishedAt" showTime emptyText="–" />
        <DateField source="updatedAt" showTime />
        <TextField source="author" sortable={false} />
      </Datagrid>
    </List>
  );
}

/**
 * Headings 2 and 3 as toggle buttons: the library's level menu fails axe (a list item outside a list, a label
 * that hides its text), and a post's own title is the page's h1.
 */
function HeadingButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  useEditorSelection();
  return (
    <ToggleButtonGroup size="small" aria-label={translate('fabelhaft.posts.headings')}>
      {([2, 3] as const).map((level) => (
        <ToggleButton
          key={level}
          value={level}
          title={translate('fabelhaft.posts.heading', { level })}
          selected={Boolean(editor?.isActive('heading', { level }))}
          onClick={() => editor?.chain().focus().toggleNode('heading', 'paragraph', { level }).run()}
        >
          H{level}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** What the sanitiser keeps (libs/blog): no colours, alignment or embedded media. */
const toolbar = (
  <RichTextInputToolbar>
    <HeadingButtons />
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

/** The fields support writes; the content is rich text, stored as HTML the content service sanitises. */
function PostFields({ create }: { create?: boolean }) {
  const { locales } = useChoices();
  const translate = useTranslate();
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput
        source="slug"
        validate={[required(), (v: string) => (SLUG.test(v ?? '') ? undefined : 'fabelhaft.posts.slugHelp')]}
        helperText="fabelhaft.posts.slugHelp"
        fullWidth
      />
      <SelectInput source="locale" choices={locales} validate={required()} />
      {create && (
        <ReferenceInput source="translationOf" reference="posts">
          <AutocompleteInput
            optionText={(r: RaRecord) => `${String(r.title)} (${String(r.locale)})`}
            label={translate('fabelhaft.posts.translationOf')}
            helperText={translate('fabelhaft.posts.translationOfHelp')}
            fullWidth
          />
        </ReferenceInput>
      )}
      <TextInput
        source="description"
        multiline
        minRows={2}
        fullWidth
        helperText="fabelhaft.posts.descriptionHelp"
      />
      <RichTextInput source="content" fullWidth toolbar={toolbar} />
      {!create && (
        <>
          {/* issue #26: the cover belongs to a saved post; it is uploaded on save (data provider). */}
          <ImageInput
            source="cover"
            validate={validateCover}
            helperText="fabelhaft.posts.coverHelp"
            // The drop zone's file input has no <label> of its own (react-admin shows a caption).
            inputProps={{ 'aria-label': translate('resources.posts.fields.cover') }}
          >
            <ImageField source="src" title="title" />
          </ImageInput>
          <TextInput
            source="coverAlt"
            validate={validateCoverAlt}
            helperText="fabelhaft.posts.coverAltHelp"
            fullWidth
          />
        </>
      )}
    </>
  );
}

function PublishButtons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const publish = useSupportAction(
    (dp, id: RaRecord['id']) => dp.publishPost(id),
    () => ({ message: 'fabelhaft.posts.publishedNotice' }),
  );
  const unpublish = useSupportAction(
    (dp, id: RaRecord['id']) => dp.unpublishPost(id),
    () => ({ message: 'fabelhaft.posts.unpublishedNotice' }),
  );
  if (!record) return null;
  const published = record.status === 'published';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <StatusChip status={String(record.status)} />
      {published ? (
        <Button variant="outlined" disabled={unpublish.isPending} onClick={() => unpublish.mutate(record.id)}>
          {translate('fabelhaft.posts.unpublish')}
        </Button>
      ) : (
        <Button variant="contained" disabled={publish.isPending} onClick={() => publish.mutate(record.id)}>
          {translate('fabelhaft.posts.publish')}
        </Button>
      )}
    </Stack>
  );
}

function Translations() {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const list = (record?.translations ?? []) as { id: number; locale: string; slug: string; status: string }[];
  // The languages this post has no version in yet: each can be started here, already linked.
  const missing = LOCALES.filter((l) => l !== record?.locale && !list.some((t) => t.locale === l));
  return (
    <Box>
      <Typography variant="subtitle2" component="h2">
        {translate('fabelhaft.posts.translations')}
      </Typography>
      {list.length === 0 ? (
        <Typography variant="body2">{translate('fabelhaft.posts.noTranslation')}</Typography>
      ) : (
        <ul>
          {list.map((t) => (
            <li key={t.id}>
              <Link to={createPath({ resource: 'posts', id: t.id, type: 'edit' })}>
                {translate(`fabelhaft.posts.locales.${t.locale}`)}: {t.slug}
              </Link>{' '}
              ({translate(`fabelhaft.posts.status.${t.status}`)})
            </li>
          ))}
        </ul>
      )}
      {record &&
        missing.map((locale) => (
          <Button
            key={locale}
            size="small"
            variant="outlined"
            component={Link}
            to={{
              pathname: createPath({ resource: 'posts', type: 'create' }),
              search: `?source=${encodeURIComponent(JSON.stringify({ translationOf: record.id, locale }))}`,
            }}
          >
            {translate('fabelhaft.posts.addTranslation', {
              language: translate(`fabelhaft.posts.locales.${locale}`),
            })}
          </Button>
        ))}
    </Box>
  );
}

/**
 * The saved post as parents will read it: the HTML the content service stored (sanitised there, so it is
 * safe to show here).
 */
function Preview() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="section" aria-label={translate('fabelhaft.posts.preview')} data-testid="post-preview">
      <Typography variant="subtitle2" component="h2">
        {translate('fabelhaft.posts.preview')}
      </Typography>
      <Typography variant="caption">{translate('fabelhaft.posts.previewHelp')}</Typography>
      <Box
        component="article"
        lang={String(record.locale)}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 1 }}
      >
        <Typography variant="h5" component="h3">
          {String(record.title)}
        </Typography>
        {record.cover?.url && (
          <Box
            component="img"
            src={String(record.cover.url)}
            alt={String(record.coverAlt ?? '')}
            width={record.cover.width}
            height={record.cover.height}
            sx={{ width: '100%', height: 'auto', aspectRatio: '8 / 5', objectFit: 'cover', my: 1 }}
          />
        )}
        <Box
          sx={{ '& img': { maxWidth: '100%' } }}
          dangerouslySetInnerHTML={{ __html: String(record.content ?? '') }}
        />
      </Box>
    </Box>
  );
}

/** issue #26: every change to the post, with the support user's id (the content service's audit trail). */
function History() {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<SupportDataProvider>();
  const { data } = useQuery({
    // A saved change gives the record a new updatedAt, status or cover: the history is read again.
    queryKey: ['posts', record?.id, 'history', record?.updatedAt, record?.status, record?.cover?.url],
    queryFn: () => dataProvider.postHistory(record!.id),
    enabled: record?.id !== undefined,
  });
  if (!record) return null;
  const entries = [...(data?.data ?? [])].reverse();
  return (
    <Box component="section" aria-label={translate('fabelhaft.posts.history')} data-testid="post-history">
      <Typography variant="subtitle2" component="h2">
        {translate('fabelhaft.posts.history')}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2">{translate('fabelhaft.posts.historyEmpty')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2, my: 0 }}>
          {entries.map((h, i) => (
            <Typography component="li" variant="body2" key={`${h.at}-${i}`}>
              <time dateTime={h.at}>
                {new Date(h.at).toLocaleString(locale === 'en' ? 'en-GB' : 'de-DE')}
              </time>
              {' · '}
              <strong>{translate(`fabelhaft.posts.actions.${h.action}`, { _: h.action })}</strong>
              {h.action === 'updated' && h.changes ? ` (${Object.keys(h.changes).join(', ')})` : ''}{' '}
              {translate('fabelhaft.posts.by', { user: h.userId })}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Aside() {
  return (
    <Stack spacing={2} sx={{ width: 380, ml: 2 }}>
      <PublishButtons />
      <Divider />
      <Translations />
      <Divider />
      <Preview />
      <Divider />
      <History />
    </Stack>
  );
}

function PostEdit() {
  return (
    // Stays on the post after saving: the preview and history beside it show what was saved.
    <Edit mutationMode="pessimistic" redirect={false} aside={<Aside />}>
      {/* Posts are unpublished, not deleted (the content service has no delete). */}
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <PostFields />
      </SimpleForm>
    </Edit>
  );
}

function PostCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ locale: 'de', content: '' }}>
        <PostFields create />
      </SimpleForm>
    </Create>
  );
}

export const posts = {
  name: 'posts',
  list: PostList,
  edit: PostEdit,
  create: PostCreate,
  icon: ArticleIcon,
};
