/**
 * The allowed values of the API, generated from openapi.json (`npm run openapi`, `--enum-values`) under
 * readable names: the one list of each that the console, the storefront and the widgets use. A value the
 * server adds, renames or drops changes here, and every screen that lists it follows.
 *
 * Labels or an order that differ from the API's values belong in a map keyed by the type
 * (`Record<DiamondShape, string>`), so a missing key is a type error, never in a second list.
 */
import type { components } from './schema';
import * as generated from './schema';

type Schemas = components['schemas'];

// Diamonds (the shoppers' search and the staff forms).
export type DiamondKind = Schemas['DiamondKind'];
export type DiamondShape = Schemas['DiamondShape'];
export type DiamondCut = Schemas['DiamondCut'];
export type DiamondColor = Schemas['DiamondColor'];
export type DiamondClarity = Schemas['DiamondClarity'];
export type DiamondCertification = Schemas['DiamondCertification'];
export const DIAMOND_KINDS = generated.diamondKindValues;
export const DIAMOND_SHAPES = generated.diamondShapeValues;
export const DIAMOND_CUTS = generated.diamondCutValues;
export const DIAMOND_COLORS = generated.diamondColorValues;
export const DIAMOND_CLARITIES = generated.diamondClarityValues;
export const DIAMOND_CERTIFICATIONS = generated.diamondCertificationValues;

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
export const PRODUCT_SHAPES = generated.productShapeValues;
export const PRODUCT_GRADES = generated.productGradeValues;
export const PRODUCT_LABS = generated.productLabValues;
export const PRODUCT_METALS = generated.productMetalValues;
export const DIAMOND_AVAILABILITIES = generated.diamondAvailabilityValues;
export const FLUORESCENCES = generated.fluorescenceValues;
export const FLUORESCENCE_COLORS = generated.fluorescenceColorValues;
export const GROWTH_TYPES = generated.growthTypeValues;
export const CERTIFICATE_VERIFIED = generated.certificateVerifiedValues;
export const JEWELRY_CATEGORIES = generated.jewelryCategoryValues;
export const JEWELRY_SUB_CATEGORIES = generated.jewelrySubCategoryValues;
export const JEWELRY_MOUNTS = generated.jewelryMountValues;
export const JEWELRY_SHAPES = generated.jewelryShapeValues;
export const JEWELRY_STONE_TYPES = generated.jewelryStoneTypeValues;

// Jewelry search.
export type JewelryCategoryParam = Schemas['JewelryCategoryParam'];
export type JewelryClassification = Schemas['JewelryClassification'];
export type JewelryMetal = Schemas['JewelryMetal'];
export type CenterStoneType = Schemas['CenterStoneType'];
export type CenterStoneShape = Schemas['CenterStoneShape'];
export type CenterStoneGemType = Schemas['CenterStoneGemType'];
export const JEWELRY_CATEGORY_PARAMS = generated.jewelryCategoryParamValues;
export const JEWELRY_CLASSIFICATIONS = generated.jewelryClassificationValues;
export const JEWELRY_METALS = generated.jewelryMetalValues;
export const CENTER_STONE_TYPES = generated.centerStoneTypeValues;
export const CENTER_STONE_SHAPES = generated.centerStoneShapeValues;
export const CENTER_STONE_GEM_TYPES = generated.centerStoneGemTypeValues;

// Products.
export type ProductType = Schemas['ProductType'];
export type ProductTypePath = Schemas['ProductTypePath'];
export type ProductSort = Schemas['ProductSort'];
export type SearchSort = Schemas['SearchSort'];
export type AvailabilityStatus = Schemas['AvailabilityStatus'];
export type ProductAuditAction = Schemas['ProductAuditAction'];
export type ProductVideoKind = Schemas['ProductVideoKind'];
export type MediaKind = Schemas['StoredMediaDto']['kind'];
export const PRODUCT_TYPES = generated.productTypeValues;
export const PRODUCT_TYPE_PATHS = generated.productTypePathValues;
export const PRODUCT_SORTS = generated.productSortValues;
export const SEARCH_SORTS = generated.searchSortValues;
export const AVAILABILITY_STATUSES = generated.availabilityStatusValues;
export const PRODUCT_AUDIT_ACTIONS = generated.productAuditActionValues;
export const PRODUCT_VIDEO_KINDS = generated.productVideoKindValues;
export const MEDIA_KINDS = generated.storedMediaDtoKindValues;

// Imports.
export type ImportCategory = Schemas['ImportDto']['category'];
export type ImportMode = Schemas['ImportMode'];
export type ImportStatus = Schemas['ImportStatus'];
export const IMPORT_CATEGORIES = generated.importDtoCategoryValues;
export const IMPORT_MODES = generated.importModeValues;
export const IMPORT_STATUSES = generated.importStatusValues;

// Leads: orders, appointments, contact messages and the customer's view of them.
export type LeadSource = Schemas['LeadSource'];
export type OrderStatus = Schemas['OrderStatus'];
export type OrderPriority = Schemas['OrderPriority'];
export type OrderProductKind = Schemas['OrderProductKind'];
export type AppointmentStatus = Schemas['AppointmentStatus'];
export type AssistanceType = Schemas['CreateAppointmentDto']['assistanceType'];
export type BudgetLabel = Schemas['BudgetLabel'];
export type ContactStatus = Schemas['ContactStatus'];
export type CustomerRequestKind = Schemas['CustomerRequestKind'];
export type CustomerRequestStatus = Schemas['CustomerRequestStatus'];
export const LEAD_SOURCES = generated.leadSourceValues;
export const ORDER_STATUSES = generated.orderStatusValues;
export const ORDER_PRIORITIES = generated.orderPriorityValues;
export const ORDER_PRODUCT_KINDS = generated.orderProductKindValues;
export const APPOINTMENT_STATUSES = generated.appointmentStatusValues;
export const ASSISTANCE_TYPES = generated.createAppointmentDtoAssistanceTypeValues;
export const APPOINTMENT_BUDGETS = generated.createAppointmentDtoBudgetValues;
export const BUDGET_LABELS = generated.budgetLabelValues;
export const CONTACT_STATUSES = generated.contactStatusValues;
export const CUSTOMER_REQUEST_KINDS = generated.customerRequestKindValues;
export const CUSTOMER_REQUEST_STATUSES = generated.customerRequestStatusValues;

// The shop, home content, reviews and users.
export type Weekday = Schemas['Weekday'];
export type FeaturedImageCategory = Schemas['FeaturedImageCategory'];
export type ShopCategoryType = Schemas['ShopCategoryType'];
export type ShopCategoryLink = Schemas['ShopCategoryLink'];
export type ReviewProductType = Schemas['ReviewProductType'];
export type UserRole = Schemas['UserRole'];
export type DashboardCardKey = Schemas['DashboardCardKey'];
export const WEEKDAYS = generated.weekdayValues;
export const FEATURED_IMAGE_CATEGORIES = generated.featuredImageCategoryValues;
export const SHOP_CATEGORY_TYPES = generated.shopCategoryTypeValues;
export const SHOP_CATEGORY_LINKS = generated.shopCategoryLinkValues;
export const REVIEW_PRODUCT_TYPES = generated.reviewProductTypeValues;
export const USER_ROLES = generated.userRoleValues;
export const DASHBOARD_CARD_KEYS = generated.dashboardCardKeyValues;
