import {
  DeleteButton,
  SaveButton,
  SelectInput,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  Toolbar,
  useRecordContext,
  type TabbedFormProps,
} from 'react-admin';
import { importCategories } from '../../imports/importCategories';
import { ColumnAliasesInput } from './ColumnAliasesInput';
import { MarkupSection } from './MarkupSection';
import { ScheduleInputs } from './ScheduleInputs';
import { SourceInputs } from './SourceInputs';
import { validateSupplier, type SupplierFormValues } from './supplierForm';

const categoryChoices = importCategories.map((category) => ({ id: category.id, name: category.title }));

/**
 * Save, and for a saved supplier Delete: asked to confirm, and refused by the server (its sentence shown) while the
 * supplier has stones. On white, not the toolbar's grey: red text on grey fails axe's color-contrast.
 */
const SupplierToolbar = () => {
  const supplier = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, backgroundColor: 'background.paper' }}>
      <SaveButton />
      {supplier?.id && <DeleteButton mutationMode="pessimistic" sx={{ color: 'error.dark' }} />}
    </Toolbar>
  );
};

/**
 * The supplier's form, one tab per concern: source, schedule, columns, markup. A tab holding an error (the
 * form's own checks or the server's, by field path) is marked, so a message on a hidden tab is not missed.
 */
export const SupplierForm = ({ record }: { record: SupplierFormValues }) => (
  <TabbedForm
    record={record as unknown as TabbedFormProps['record']}
    validate={(values) => validateSupplier(values as SupplierFormValues)}
    noValidate
    syncWithLocation={false}
    toolbar={<SupplierToolbar />}
    // Four tabs scroll on a phone instead of widening the page.
    tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
  >
    <TabbedForm.Tab label="Source">
      <TextInput
        source="name"
        label="Name"
        isRequired
        parse={(value: string) => value}
        sx={{ maxWidth: 480 }}
        fullWidth
      />
      <SelectInput source="category" label="Category" choices={categoryChoices} isRequired />
      <SourceInputs />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Schedule">
      <ScheduleInputs />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Columns">
      <ColumnAliasesInput />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Markup">
      <MarkupSection />
    </TabbedForm.Tab>
  </TabbedForm>
);
