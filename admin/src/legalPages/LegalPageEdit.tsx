import { useEffect, useId, useState } from 'react';
import { Alert, Box, CircularProgress, Link as MuiLink, Stack, Tab, Tabs, Typography } from '@mui/material';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Edit, SaveButton, SimpleForm, TextInput, Toolbar, useEditContext, useNotify, useRedirect } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DraftChip } from './DraftChip';
import { previewLegalPage } from './previewApi';
import type { LegalPage } from './types';

/** The server's limit (legal-pages/render-markdown.ts MAX_MARKDOWN_LENGTH), said before it is reached. */
const MAX_LENGTH = 30_000;

/** What the page shows, drawn as the storefront draws its text (headings, lists, links, tables). */
const previewStyle = {
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  minHeight: 200,
  overflowWrap: 'anywhere',
  lineHeight: 1.6,
  '& h2': { fontSize: '1.4rem', mt: 3, mb: 1 },
  '& h3, & h4': { fontSize: '1.15rem', mt: 2, mb: 1 },
  '& a': { color: 'primary.dark' },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
} as const;

type Preview = { state: 'loading' } | { state: 'ready'; html: string } | { state: 'error' };

/** The server's rendering of what is typed now: the same sanitised HTML the storefront will show once saved. */
const MarkdownPreview = () => {
  const markdown = useWatch<{ markdown: string }, 'markdown'>({ name: 'markdown' }) ?? '';
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setPreview({ state: 'loading' });
    previewLegalPage(markdown).then(
      (html) => current && setPreview({ state: 'ready', html }),
      () => current && setPreview({ state: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [markdown]);

  if (preview.state === 'loading')
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">Loading preview...</Typography>
      </Box>
    );
  if (preview.state === 'error')
    return (
      <Alert severity="error">
        The preview could not be made{markdown.trim() ? '' : ': the page has no text'}.{' '}
        {markdown.length > MAX_LENGTH ? `The text is longer than ${MAX_LENGTH} characters.` : 'Please try again.'}
      </Alert>
    );
  // Sanitised by the server (no scripts, event handlers, frames or javascript: links).
  return <Box sx={previewStyle} data-testid="legal-page-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />;
};

const Heading = () => {
  const { record } = useEditContext<LegalPage>();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2, width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {record.title}
        </Typography>
        <DraftChip />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {record.draft
          ? 'This is the starting text, written from your settings (shop name, address, e-mail, phone, return period, shipping promise, reply time) and following their changes. Read it, change what does not fit your shop, and save: the page is then reviewed and keeps your text.'
          : 'Your saved text is what shoppers read.'}{' '}
        <MuiLink href={record.path} target="_blank" rel="noopener">
          View {record.path} on the shop
          <OpenInNewOutlined fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} />
        </MuiLink>
      </Typography>
    </Stack>
  );
};

/** Write in Markdown, or see the page as the shop will show it. */
const Editor = () => {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const id = useId();
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_event, value: 'write' | 'preview') => setTab(value)} aria-label="Page text">
        <Tab label="Write" value="write" id={`${id}-write-tab`} aria-controls={`${id}-write`} />
        <Tab label="Preview" value="preview" id={`${id}-preview-tab`} aria-controls={`${id}-preview`} />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-write`}
        aria-labelledby={`${id}-write-tab`}
        hidden={tab !== 'write'}
        sx={{ pt: 2 }}
      >
        <TextInput
          source="markdown"
          label="Page text (Markdown)"
          multiline
          minRows={14}
          fullWidth
          // Kept as typed ('' stays ''): the server says what is missing.
          parse={(value: string) => value}
          helperText="## for a heading, - for a list, **bold**, [words](https://…) for a link. Scripts and embedded frames are removed."
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH, spellCheck: true } }}
        />
      </Box>
      <Box
        role="tabpanel"
        id={`${id}-preview`}
        aria-labelledby={`${id}-preview-tab`}
        hidden={tab !== 'preview'}
        sx={{ pt: 2 }}
      >
        {tab === 'preview' && <MarkdownPreview />}
      </Box>
    </Box>
  );
};

const EditToolbar = () => (
  <Toolbar>
    <SaveButton label="Save and mark reviewed" alwaysEnable />
  </Toolbar>
);

/** One legal page: its text in Markdown with a preview; saving marks it reviewed. */
const LegalPageEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      // Only the text: the rest of the record is the server's.
      transform={(page: LegalPage) => ({ markdown: page.markdown })}
      mutationOptions={{
        onSuccess: () => {
          notify('Page saved', { type: 'success' });
          redirect('list', 'legal-pages');
        },
      }}
    >
      <SimpleForm toolbar={<EditToolbar />}>
        <Heading />
        <Editor />
      </SimpleForm>
    </Edit>
  );
};

// Default export for React.lazy.
export default LegalPageEdit;
