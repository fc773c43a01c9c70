import { describe, expect, test } from '@jest/globals';
import {
  addFormSections,
  editSpecificationSections,
  type FieldSpec,
  type FormKind,
  type SectionSpec,
} from './productSections';
import { JEWELRY_SUB_CATEGORIES, SUB_CATEGORIES_OF } from './productOptions';

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const fieldsOf = (sections: SectionSpec[]) => sections.flatMap((section) => section.fields);
const sourcesOf = (sections: SectionSpec[]) => fieldsOf(sections).map((field) => field.source);
const find = (sections: SectionSpec[], source: string) =>
  fieldsOf(sections).find((field) => field.source === source) as FieldSpec;

// Spec 2 §3 'Lab-grown specifications'; tags is the top-level list and certificateImage a file upload.
const LAB_GROWN =
  words(`stockNumber shape weight color fancyColor fancyColorIntensity fancyColorOvertone clarity availability totalPrice
  pricePerCaratMemo cutGrade polish symmetry depthPercent tablePercent fluorescenceIntensity fluorescenceColor lab certificateNumber
  certificateUrl certComment culetCondition culetSize girdlePercent girdleCondition girdleThick girdleThin measurements measurementsDepth
  measurementsLength measurementsWidth milky pavilionDepth bgm crownHeight crownAngle pavilionAngle laserInscription memberComments pair
  heartsAndArrows stockNumberForMatchingPair shareAccess eyeClean featured tableOpen crownOpen girdleOpen starLength type tinge luster
  blackInclusion locationOfBlack tableInclusion keyToSymbol surfaceGraining internalGraining inclusionPattern diamondOriginReport
  shortTitle arrivalDate certificateUpdatedAt growthType`);
const NATURAL_EXTRA =
  words(`discountPercent priceMemo discountPercentMemo certificateDate certificateVerified certificateGrade
  certificateReport treatment origin location.city location.state location.country`);
const spec = (names: string[]) => names.map((name) => `specifications.${name}`);

describe('productSections', () => {
  test('lab-grown: every specification field of spec 2 §3, plus the basics', () => {
    const sources = sourcesOf(addFormSections('lab-grown'));

    expect(sources).toEqual(expect.arrayContaining(['name', 'description', 'price', 'tags', ...spec(LAB_GROWN)]));
  });

  test('natural: the lab-grown fields without growthType, plus its own and brand', () => {
    const sources = sourcesOf(addFormSections('natural-diamond'));
    const lab = LAB_GROWN.filter((name) => name !== 'growthType');

    expect(sources).toEqual(
      expect.arrayContaining(['name', 'description', 'price', 'tags', 'brand', ...spec([...lab, ...NATURAL_EXTRA])]),
    );
    expect(sources).not.toContain('specifications.growthType');
  });

  test.each<FormKind>(['lab-grown', 'natural-diamond', 'jewelry'])('%s: no field twice', (kind) => {
    const sources = sourcesOf(addFormSections(kind));

    expect(new Set(sources).size).toBe(sources.length);
  });

  test('steps of spec 2 §9', () => {
    const lab = addFormSections('lab-grown');

    expect(find(lab, 'specifications.weight').step).toBe(0.01);
    expect(find(lab, 'specifications.depthPercent').step).toBe(0.1);
    expect(find(lab, 'specifications.tablePercent').step).toBe(0.1);
    expect(find(addFormSections('jewelry'), 'specifications.totalCaratWeight').step).toBe(0.01);
  });

  test('edit sections: specifications only, the ring adds its own', () => {
    for (const type of ['lab-grown', 'natural-diamond', 'diamond', 'jewelry', 'ring'] as const) {
      const sections = editSpecificationSections(type);
      expect(sections.map((section) => section.title)).not.toContain('Basic Information');
      expect(sourcesOf(sections).every((source) => source.startsWith('specifications.'))).toBe(true);
    }
    expect(editSpecificationSections('diamond')).toEqual(editSpecificationSections('lab-grown'));
    expect(editSpecificationSections('ring').at(-1)).toMatchObject({ title: 'Ring Specifications' });
    expect(sourcesOf(editSpecificationSections('ring'))).toEqual(
      expect.arrayContaining(
        spec(['material', 'width', 'size', 'style', 'jewelryClassification', 'centerStone.shape', 'location.city']),
      ),
    );
  });
});

describe('jewelry sub-categories', () => {
  test('every sub-category the API knows fits at least one category, so the form can offer each', () => {
    const offered = new Set(Object.values(SUB_CATEGORIES_OF).flat());
    expect(JEWELRY_SUB_CATEGORIES.filter((subCategory) => !offered.has(subCategory))).toEqual([]);
  });
});
