/**
 * The allowed values of the API, generated from openapi.json (`npm run openapi`, `--enum-values`) under
 * readable names: the one list of each that the console, the storefront and the widgets use. A value the
 * server adds, renames or drops changes here, and every screen that lists it follows.
 *
 * Labels or an order that differ from the API's values belong in a map keyed by the type
 * (`Record<DiamondShape, string>`), so a missing key is a type error, never in a second list.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

// Diamonds (the shoppers' search and the staff forms).
export type DiamondKind = Schemas['DiamondKind'];
export type DiamondShape = Schemas['DiamondShape'];
export type DiamondCut = Schemas['DiamondCut'];
export type DiamondColor = Schemas['DiamondColor'];
export type DiamondClarity = Schemas['DiamondClarity'];
export type DiamondCertification = Schemas['DiamondCertification'];
export { diamondKindValues as DIAMOND_KINDS } from './schema';
export { diamondShapeValues as DIAMOND_SHAPES } from './schema';
export { diamondCutValues as DIAMOND_CUTS } from './schema';
export { diamondColorValues as DIAMOND_COLORS } from './schema';
export { diamondClarityValues as DIAMOND_CLARITIES } from './schema';
export { diamondCertificationValues as DIAMOND_CERTIFICATIONS } from './schema';

// The staff product forms' full lists (what products may store; the search offers subsets of some).
export type ProductShape = Schemas['ProductShape'];
export type ProductGrade = Schemas['ProductGrade'];
export type ProductLab = Schemas['ProductLab'];
export type ProductMetal = Schemas['ProductMetal'];
export type DiamondAvailability = Schemas['DiamondAvailability'];
export type Fluorescence = Schemas['Fluorescence'];
export type FluorescenceColor = Schemas['FluorescenceColor'];
export type GrowthType = Schemas['GrowthType'];
export type CertificateVerified = Schemas['CertificateVerified'];
export type JewelryCategory = Schemas['JewelryCategory'];
export type JewelrySubCategory = Schemas['JewelrySubCategory'];
export type JewelryMount = Schemas['JewelryMount'];
export type JewelryShape = Schemas['JewelryShape'];
export type JewelryStoneType = Schemas['JewelryStoneType'];
export { productShapeValues as PRODUCT_SHAPES } from './schema';
export { productGradeValues as PRODUCT_GRADES } from './schema';
export { productLabValues as PRODUCT_LABS } from './schema';
export { productMetalValues as PRODUCT_METALS } from './schema';
export { diamondAvailabilityValues as DIAMOND_AVAILABILITIES } from './schema';
export { fluorescenceValues as FLUORESCENCES } from './schema';
export { fluorescenceColorValues as FLUORESCENCE_COLORS } from './schema';
export { growthTypeValues as GROWTH_TYPES } from './schema';
export { certificateVerifiedValues as CERTIFICATE_VERIFIED } from './schema';
export { jewelryCategoryValues as JEWELRY_CATEGORIES } from './schema';
export { jewelrySubCategoryValues as JEWELRY_SUB_CATEGORIES } from './schema';
export { jewelryMountValues as JEWELRY_MOUNTS } from './schema';
export { jewelryShapeValues as JEWELRY_SHAPES } from './schema';
export { jewelryStoneTypeValues as JEWELRY_STONE_TYPES } from './schema';

// The 35 jewelry styles (the CSV import's list) and the bulk guide's groups of them, one enum a group.
export type JewelryStyle = Schemas['JewelryStyle'];
export type JewelryStyleGroup = keyof Schemas['JewelryStyleGroupsDto'];
export { jewelryStyleValues as JEWELRY_STYLES } from './schema';
export { engagementRingStyleValues as ENGAGEMENT_RING_STYLES } from './schema';
export { weddingBandStyleValues as WEDDING_BAND_STYLES } from './schema';
export { fashionRingStyleValues as FASHION_RING_STYLES } from './schema';
export { earringStyleValues as EARRING_STYLES } from './schema';
export { braceletStyleValues as BRACELET_STYLES } from './schema';
export { necklaceStyleValues as NECKLACE_STYLES } from './schema';
export { pearlStyleValues as PEARL_STYLES } from './schema';

// Jewelry search.
export type JewelryCategoryParam = Schemas['JewelryCategoryParam'];
export type JewelryClassification = Schemas['JewelryClassification'];
export type JewelryMetal = Schemas['JewelryMetal'];
export type CenterStoneType = Schemas['CenterStoneType'];
export type CenterStoneShape = Schemas['CenterStoneShape'];
export type CenterStoneGemType = Schemas['CenterStoneGemType'];
export { jewelryCategoryParamValues as JEWELRY_CATEGORY_PARAMS } from './schema';
export { jewelryClassificationValues as JEWELRY_CLASSIFICATIONS } from './schema';
export { jewelryMetalValues as JEWELRY_METALS } from './schema';
export { centerStoneTypeValues as CENTER_STONE_TYPES } from './schema';
export { centerStoneShapeValues as CENTER_STONE_SHAPES } from './schema';
export { centerStoneGemTypeValues as CENTER_STONE_GEM_TYPES } from './schema';

// Products.
export type ProductType = Schemas['ProductType'];
export type ProductTypePath = Schemas['ProductTypePath'];
export type ProductSort = Schemas['ProductSort'];
export type SearchSort = Schemas['SearchSort'];
export type AvailabilityStatus = Schemas['AvailabilityStatus'];
export type ProductAuditAction = Schemas['ProductAuditAction'];
export type ProductVideoKind = Schemas['ProductVideoKind'];
export type MediaKind = Schemas['StoredMediaDto']['kind'];
export { productTypeValues as PRODUCT_TYPES } from './schema';
export { productTypePathValues as PRODUCT_TYPE_PATHS } from './schema';
export { productSortValues as PRODUCT_SORTS } from './schema';
export { searchSortValues as SEARCH_SORTS } from './schema';
export { availabilityStatusValues as AVAILABILITY_STATUSES } from './schema';
export { productAuditActionValues as PRODUCT_AUDIT_ACTIONS } from './schema';
export { productVideoKindValues as PRODUCT_VIDEO_KINDS } from './schema';
export { storedMediaDtoKindValues as MEDIA_KINDS } from './schema';

// Imports.
export type ImportCategory = Schemas['ImportDto']['category'];
export type ImportMode = Schemas['ImportMode'];
export type ImportStatus = Schemas['ImportStatus'];
export { importDtoCategoryValues as IMPORT_CATEGORIES } from './schema';
export { importModeValues as IMPORT_MODES } from './schema';
export { importStatusValues as IMPORT_STATUSES } from './schema';

// Leads: orders, appointments, contact messages and the customer's view of them.
export type LeadSource = Schemas['LeadSource'];
export type OrderStatus = Schemas['OrderStatus'];
export type OrderPriority = Schemas['OrderPriority'];
export type OrderProductKind = Schemas['OrderProductKind'];
export type AppointmentStatus = Schemas['AppointmentStatus'];
export type AssistanceType = Schemas['CreateAppointmentDto']['assistanceType'];
export type MeetingMode = Schemas['MeetingMode'];
export type BudgetLabel = Schemas['BudgetLabel'];
export type ContactStatus = Schemas['ContactStatus'];
export type CustomerRequestKind = Schemas['CustomerRequestKind'];
export type CustomerRequestStatus = Schemas['CustomerRequestStatus'];
export { leadSourceValues as LEAD_SOURCES } from './schema';
export { orderStatusValues as ORDER_STATUSES } from './schema';
export { orderPriorityValues as ORDER_PRIORITIES } from './schema';
export { orderProductKindValues as ORDER_PRODUCT_KINDS } from './schema';
export { appointmentStatusValues as APPOINTMENT_STATUSES } from './schema';
export { createAppointmentDtoAssistanceTypeValues as ASSISTANCE_TYPES } from './schema';
export { createAppointmentDtoBudgetValues as APPOINTMENT_BUDGETS } from './schema';
export { meetingModeValues as MEETING_MODES } from './schema';
export { budgetLabelValues as BUDGET_LABELS } from './schema';
export { contactStatusValues as CONTACT_STATUSES } from './schema';
export { customerRequestKindValues as CUSTOMER_REQUEST_KINDS } from './schema';
export { customerRequestStatusValues as CUSTOMER_REQUEST_STATUSES } from './schema';

// The shop, home content, reviews and users.
export type Weekday = Schemas['Weekday'];
export type DisplayCurrencyCode = Schemas['DisplayCurrencyCode'];
export type ShopLocale = Schemas['ShopLocale'];
export type FeaturedImageCategory = Schemas['FeaturedImageCategory'];
export type ShopCategoryType = Schemas['ShopCategoryType'];
export type ShopCategoryLink = Schemas['ShopCategoryLink'];
export type ReviewProductType = Schemas['ReviewProductType'];
export type UserRole = Schemas['UserRole'];
export type StaffRole = Schemas['StaffRole'];
export type Permission = Schemas['Permission'];
export type DashboardCardKey = Schemas['DashboardCardKey'];
export { weekdayValues as WEEKDAYS } from './schema';
export { displayCurrencyCodeValues as DISPLAY_CURRENCY_CODES } from './schema';
export { shopLocaleValues as SHOP_LOCALES } from './schema';
export { featuredImageCategoryValues as FEATURED_IMAGE_CATEGORIES } from './schema';
export { shopCategoryTypeValues as SHOP_CATEGORY_TYPES } from './schema';
export { shopCategoryLinkValues as SHOP_CATEGORY_LINKS } from './schema';
export { reviewProductTypeValues as REVIEW_PRODUCT_TYPES } from './schema';
export { userRoleValues as USER_ROLES } from './schema';
export { staffRoleValues as STAFF_ROLES } from './schema';
export { dashboardCardKeyValues as DASHBOARD_CARD_KEYS } from './schema';
