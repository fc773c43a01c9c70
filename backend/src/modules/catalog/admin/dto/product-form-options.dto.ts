import { ApiProperty } from '@nestjs/swagger';
import { JEWELRY_STYLES, type JewelryStyleGroup, stylesOfGroup } from '../../jewelry-styles.js';
import * as vocabulary from '../../vocabulary.js';

/** A description given here becomes the enum schema's: the lists the search shares (DiamondColor, …) take none. */
const list = (values: readonly string[], enumName: string, description?: string) =>
  ApiProperty({ enum: [...values], enumName, isArray: true, description });

/**
 * The allowed values of the staff product forms' fields (spec 2 §3), by `specifications` field: the
 * catalogue's vocabulary (catalog/vocabulary.ts) published in openapi.json as named enums, so the
 * console takes its lists from the generated client instead of writing them again. Not a body of
 * any route (listed with the staff product routes as an extra model). Values outside the strict
 * lists (shape, colour, clarity, cut grade, lab, classification, category, metal) are refused;
 * the others are respelled canonically when they match and kept as given otherwise.
 */
export class ProductFormOptionsDto {
  @list(
    vocabulary.SHAPES,
    'ProductShape',
    'Diamond shape (shoppers filter by DiamondShape, which leaves Trilliant out)',
  )
  shape: string[];
  @list(vocabulary.COLORS, 'DiamondColor') color: string[];
  @list(vocabulary.CLARITIES, 'DiamondClarity') clarity: string[];
  @list(
    vocabulary.GRADES,
    'ProductGrade',
    'Cut grade, polish and symmetry (shoppers filter cut by DiamondCut, which leaves Poor out)',
  )
  cutGrade: string[];
  @list(vocabulary.LABS, 'ProductLab', 'Grading lab (shoppers filter by DiamondCertification, the first seven)')
  lab: string[];
  @list(vocabulary.AVAILABILITIES, 'DiamondAvailability', 'Availability of a diamond') availability: string[];
  @list(vocabulary.FLUORESCENCE, 'Fluorescence', 'Fluorescence intensity') fluorescenceIntensity: string[];
  @list(vocabulary.FLUORESCENCE_COLORS, 'FluorescenceColor', 'Fluorescence colour') fluorescenceColor: string[];
  @list(vocabulary.GROWTH_TYPES, 'GrowthType', 'Growth type of a lab-grown diamond') growthType: string[];
  @list(vocabulary.CERTIFICATE_VERIFIED, 'CertificateVerified', 'Whether a natural diamond’s certificate is verified')
  certificateVerified: string[];
  @list(vocabulary.JEWELRY_CLASSIFICATIONS, 'JewelryClassification') jewelryClassification: string[];
  @list(vocabulary.JEWELRY_CATEGORIES, 'JewelryCategory', 'Jewelry category') jewelryCategory: string[];
  @list(
    JEWELRY_STYLES.map((style) => style.name),
    'JewelryStyle',
    'Jewelry style (the CSV import refuses others and respells these canonically; the staff forms keep the text as given)',
  )
  jewelryStyle: string[];
  @list(vocabulary.JEWELRY_SUB_CATEGORIES, 'JewelrySubCategory', 'Jewelry sub-category (others are kept as given)')
  jewelrySubCategory: string[];
  @list(
    vocabulary.METALS,
    'ProductMetal',
    'Metal (shoppers filter by JewelryMetal, 14K and 18K gold, platinum and silver)',
  )
  metal: string[];
  @list(vocabulary.MOUNTS, 'JewelryMount', 'Mount') mount: string[];
  @list(
    vocabulary.JEWELRY_SHAPES,
    'JewelryShape',
    'Shape of a center or side stone, and the supported shapes of a setting (shoppers filter by CenterStoneShape)',
  )
  stoneShape: string[];
  @list(
    vocabulary.JEWELRY_STONE_TYPES,
    'JewelryStoneType',
    'Type of a center or side stone (shoppers filter by CenterStoneType)',
  )
  stoneType: string[];
  @list(vocabulary.GEM_TYPES, 'CenterStoneGemType') gemType: string[];
}

/**
 * The bulk guide's groups of the jewelry styles (catalog/jewelry-styles.ts), each a named enum in the
 * guide's order: the console's guide lists the styles under these groups. Documentation only, like
 * ProductFormOptionsDto (listed with the staff product routes as an extra model).
 */
export class JewelryStyleGroupsDto implements Record<JewelryStyleGroup, string[]> {
  @list(stylesOfGroup('engagementRings'), 'EngagementRingStyle') engagementRings: string[];
  @list(stylesOfGroup('weddingBands'), 'WeddingBandStyle') weddingBands: string[];
  @list(stylesOfGroup('fashionRings'), 'FashionRingStyle') fashionRings: string[];
  @list(stylesOfGroup('earrings'), 'EarringStyle') earrings: string[];
  @list(stylesOfGroup('bracelets'), 'BraceletStyle') bracelets: string[];
  @list(stylesOfGroup('necklaces'), 'NecklaceStyle') necklaces: string[];
  @list(stylesOfGroup('pearls'), 'PearlStyle') pearls: string[];
}
