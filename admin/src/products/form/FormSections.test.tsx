import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, TestMemoryRouter, defaultI18nProvider, memoryStore, type RaRecord } from 'react-admin';
import { FormSections } from './FormSections';
import { addFormSections, editSpecificationSections, type SectionSpec } from './productSections';

jest.setTimeout(30_000);

const COLOR_MESSAGE = 'Either Color or Fancy Color is required';

const renderForm = (sections: SectionSpec[], record?: Partial<RaRecord>) => {
  const onSubmit = jest.fn();
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={defaultI18nProvider} store={memoryStore()}>
        {/* The add forms turn browser validation off, so react-admin's messages are the ones shown. */}
        <Form record={record} onSubmit={onSubmit} noValidate>
          <FormSections sections={sections} />
          <button type="submit">Save</button>
        </Form>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return onSubmit;
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
// Required labels end with an asterisk; anchoring keeps 'Name' from matching other labels.
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

/** The least a diamond form needs to pass, so the defaults can be read from what is submitted. */
const validDiamond = {
  name: 'Oval 1.51',
  description: 'An oval.',
  price: 2450,
  specifications: { stockNumber: 'LG-1', shape: 'Oval', weight: 1.51, color: 'F', clarity: 'VS1' },
};

describe('FormSections', () => {
  test('renders each section under a level-3 heading', () => {
    renderForm(addFormSections('lab-grown'));

    for (const title of [
      'Basic Information',
      'Required VDB Fields',
      'Quality & Grading',
      'Measurements & Dimensions',
      'Certificate Information',
      'Additional Information',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Images & Video' })).not.toBeInTheDocument();
  });

  test('lab-grown, submitted empty: every required message of spec 2 §5, the color rule on both fields', async () => {
    const onSubmit = renderForm(addFormSections('lab-grown'));

    submit();

    for (const message of [
      'Name is required',
      'Description is required',
      'Valid price is required',
      'Stock number is required',
      'Shape is required',
      'Weight is required',
      'Clarity is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText(COLOR_MESSAGE)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('typing in a field clears its error; blank text is still missing', async () => {
    renderForm(addFormSections('lab-grown'));
    submit();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();

    fireEvent.change(input('Name'), { target: { value: '   ' } });
    expect(screen.getByText('Name is required')).toBeInTheDocument();

    fireEvent.change(input('Name'), { target: { value: 'Oval 1.51' } });
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
    expect(screen.getByText('Description is required')).toBeInTheDocument();
  });

  test('a fancy color satisfies the color rule on both fields', async () => {
    renderForm(addFormSections('lab-grown'));
    submit();
    expect(await screen.findAllByText(COLOR_MESSAGE)).toHaveLength(2);

    fireEvent.change(input('Fancy Color'), { target: { value: 'Yellow' } });
    submit();

    await waitFor(() => expect(screen.queryByText(COLOR_MESSAGE)).not.toBeInTheDocument());
  });

  test('price and weight must be greater than 0', async () => {
    renderForm(addFormSections('lab-grown'), {
      ...validDiamond,
      price: 0,
      specifications: { ...validDiamond.specifications, weight: 0 },
    });

    submit();

    expect(await screen.findByText('Valid price is required')).toBeInTheDocument();
    expect(screen.getByText('Weight is required')).toBeInTheDocument();
  });

  test('lab-grown defaults (spec 2 §9) are submitted with the values', async () => {
    const onSubmit = renderForm(addFormSections('lab-grown'), validDiamond);

    submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const specifications = (onSubmit.mock.calls[0][0] as { specifications: Record<string, unknown> }).specifications;
    expect(specifications).toMatchObject({
      ...validDiamond.specifications,
      availability: 'Available',
      pair: 'Single',
      shareAccess: 'Yes',
      featured: 'No',
    });
    // Natural only.
    expect(specifications.heartsAndArrows).toBeFalsy();
  });

  test('natural: its own messages', async () => {
    const onSubmit = renderForm(addFormSections('natural-diamond'));

    submit();

    expect(await screen.findByText('Stock number is required (VDB mandatory)')).toBeInTheDocument();
    expect(screen.getByText('Valid carat weight is required')).toBeInTheDocument();
    expect(screen.getAllByText(COLOR_MESSAGE)).toHaveLength(2);
    expect(screen.queryByText('Stock number is required')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('natural defaults', async () => {
    const onSubmit = renderForm(addFormSections('natural-diamond'), validDiamond);

    submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0][0] as typeof validDiamond).specifications).toMatchObject({
      availability: 'Available',
      pair: 'Single',
      shareAccess: 'Yes',
      featured: 'No',
      certificateVerified: 'No',
      heartsAndArrows: 'None',
    });
  });

  test('jewelry: the three required selects, marked and enforced with the spec messages', async () => {
    const onSubmit = renderForm(addFormSections('jewelry'));

    for (const label of ['Jewelry Classification', 'Jewelry Category', 'Metal']) {
      expect(screen.getByLabelText(`${label} *`)).toHaveAttribute('role', 'combobox');
    }
    submit();

    for (const message of [
      'Name is required',
      'Description is required',
      'Valid price is required',
      'Stock number is required',
      'Jewelry classification is required',
      'Jewelry category is required',
      'Metal is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(COLOR_MESSAGE)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test("a stored value outside the form's list is still shown", () => {
    renderForm(addFormSections('jewelry'), { specifications: { metal: 'Mix Metal', mount: 'Mount' } });

    expect(screen.getByLabelText('Metal *')).toHaveTextContent('Mix Metal');
    expect(screen.getByLabelText('Mount')).toHaveTextContent('Mount');
  });

  test('jewelry: supported shapes are checkboxes', () => {
    renderForm(addFormSections('jewelry'), { specifications: { supportedShapes: ['Oval'] } });

    const section = screen.getByRole('heading', { level: 3, name: 'Setting Information' }).closest('section')!;
    expect(within(section).getByRole('checkbox', { name: 'Oval' })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Eurocut' })).not.toBeChecked();
  });

  test('a list field shows an array as comma-separated text and sends the text', async () => {
    const onSubmit = renderForm(addFormSections('lab-grown'), { ...validDiamond, tags: ['a', 'b'] });

    expect(input('Tags')).toHaveValue('a, b');
    fireEvent.change(input('Tags'), { target: { value: 'a, b, c' } });
    submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ tags: 'a, b, c' });
  });

  test("a boolean field is a switch bound to the record's flag", () => {
    renderForm([{ title: 'Status', fields: [{ source: 'onSale', label: 'On Sale', kind: 'boolean' }] }], {
      onSale: true,
    });

    expect(screen.getByRole('switch', { name: 'On Sale' })).toBeChecked();
  });

  test('ring edit: the jewelry specification sections and Ring Specifications', () => {
    renderForm(editSpecificationSections('ring'));

    expect(screen.queryByRole('heading', { name: 'Basic Information' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ring Specifications' })).toBeInTheDocument();
    expect(input('Size')).toBeInTheDocument();
  });
});
