import { Link } from 'react-router';
import { ShortlistButton } from '../../shortlist/ShortlistButton';
import { formatCarat, gradeDescription, gradeTier } from '@gem-shop/widgets/catalog';
import type { ProductDto } from '../searchTypes';
import { Gallery } from './Gallery';
import {
  AvailabilityLine,
  Badges,
  Breadcrumb,
  Description,
  Disclosure,
  humanize,
  OrderButton,
  PriceBlock,
  productImages,
  Rating,
  spec,
  SpecList,
  Tiles,
  type SpecRow,
} from './ProductParts';
import './product.css';
import { ReviewsSection } from './ReviewsSection';
import { safeHref } from '../../components/safeHref';
import { formatMeasurements, withUnit } from '../specUnits';

export interface ViewProps {
  product: ProductDto;
  /** The list the breadcrumb leads back to. */
  list: { label: string; to: string };
}

function location(product: ProductDto): string {
  const value = spec(product, 'location');
  if (!value || typeof value !== 'object') return typeof value === 'string' ? value : '';
  const { city, state, country } = value as Record<string, string | undefined>;
  return [city, state, country].filter(Boolean).join(', ');
}

/** Diamond detail of spec 1 §2. */
export function DiamondView({ product, list }: ViewProps) {
  const natural = product.productType === 'natural-diamond';
  const labGrown = product.productType === 'lab-grown';
  const typeBadge = labGrown ? 'Lab-Grown Diamond' : natural ? 'Natural Diamond' : 'Diamond';
  const certificate = product.certificate;
  return (
    <article className="product container">
      <Breadcrumb trail={[{ label: 'Home', to: '/' }, list, { label: product.name }]} />
      <div className="product__top">
        <Gallery
          images={productImages(product)}
          name={product.name}
          placeholder="diamond"
          shape={product.shape}
          rotationImages={product.rotationImages}
          zoomImages={product.zoomImages}
          video={product.video}
        />
        <div className="product__summary">
          <Badges product={product} typeBadge={typeBadge} />
          <h1 className="product__title">{product.name}</h1>
          {certificate && (certificate.lab || certificate.number) && (
            <p className="product__certificate">
              {[certificate.lab, certificate.number && `Certificate #${certificate.number}`]
                .filter(Boolean)
                .join(' · ')}
              {safeHref(certificate.url) && (
                <>
                  {' '}
                  <a href={safeHref(certificate.url)} target="_blank" rel="noopener noreferrer">
                    View Certificate
                  </a>
                </>
              )}
            </p>
          )}
          <p className="product__sku">SKU: {product.stockNumber}</p>
          <PriceBlock product={product} />
          <AvailabilityLine product={product} />
          <Tiles
            tiles={[
              {
                label: 'Carat',
                value: formatCarat(product.carat),
                note: product.carat != null ? 'Carat weight' : undefined,
              },
              {
                label: 'Cut',
                value: product.cut ?? '',
                note: gradeDescription('cut', product.cut),
                tier: gradeTier('cut', product.cut),
              },
              {
                label: 'Color',
                value: product.color ?? '',
                note: gradeDescription('color', product.color),
                tier: gradeTier('color', product.color),
              },
              {
                label: 'Clarity',
                value: product.clarity ?? '',
                note: gradeDescription('clarity', product.clarity),
                tier: gradeTier('clarity', product.clarity),
              },
            ]}
          />
          <Rating product={product} />
          <div className="product__actions">
            <OrderButton product={product} />
            <ShortlistButton product={product} />
          </div>
        </div>
      </div>
      <Description product={product} />
      <Disclosure title="Specifications" defaultOpen>
        <SpecList
          groups={[
            {
              title: 'Quality Grades',
              rows: [
                ['Shape', product.shape],
                ['Carat', formatCarat(product.carat)],
                ['Cut', product.cut],
                ['Color', product.color],
                ['Clarity', product.clarity],
                ['Polish', spec(product, 'polish')],
                ['Symmetry', spec(product, 'symmetry')],
              ],
            },
            {
              title: 'Optical Properties',
              rows: [
                ['Fluorescence', spec(product, 'fluorescenceIntensity')],
                ['Fluorescence Color', spec(product, 'fluorescenceColor')],
              ],
            },
            {
              title: 'Physical Measurements',
              rows: [
                [
                  'Measurements',
                  formatMeasurements(spec(product, 'measurements'), {
                    length: spec(product, 'measurementsLength'),
                    width: spec(product, 'measurementsWidth'),
                    depth: spec(product, 'measurementsDepth'),
                  }),
                ],
                ['Depth', withUnit(spec(product, 'depthPercent'), '%')],
                ['Table', withUnit(spec(product, 'tablePercent'), '%')],
                ['Culet', spec(product, 'culetSize')],
                ['Girdle', [spec(product, 'girdleThin'), spec(product, 'girdleThick')].filter(Boolean).join(' – ')],
                ['Crown Angle', withUnit(spec(product, 'crownAngle'), '°')],
                ['Crown Height', withUnit(spec(product, 'crownHeight'), '%')],
                ['Pavilion Angle', withUnit(spec(product, 'pavilionAngle'), '°')],
                ['Pavilion Depth', withUnit(spec(product, 'pavilionDepth'), '%')],
              ],
            },
            {
              title: 'Fancy Color',
              rows: [
                ['Fancy Color', product.fancyColor ?? spec(product, 'fancyColor')],
                ['Intensity', spec(product, 'fancyColorIntensity')],
                ['Overtone', spec(product, 'fancyColorOvertone')],
              ],
            },
            { title: 'Growth', rows: labGrown ? [['Growth Method', spec(product, 'growthType')]] : [] },
            {
              title: 'Certification',
              rows: [
                ['Lab', certificate?.lab ?? product.lab],
                ['Certificate Number', certificate?.number],
              ],
            },
            { title: 'Location', rows: [['Location', location(product)]] },
          ]}
        />
      </Disclosure>
      <Disclosure title={labGrown ? 'About Lab-Grown Diamonds' : 'About Natural Diamonds'}>
        <p>
          {labGrown
            ? 'Lab-grown diamonds are real diamonds: the same carbon crystal, hardness and fire as mined stones, grown in weeks under controlled conditions and graded by the same independent labs.'
            : 'Natural diamonds formed deep in the earth over billions of years. Each one is unique, graded by an independent lab and sourced in line with the Kimberley Process.'}
        </p>
      </Disclosure>
      <Disclosure title="Our Quality Promise">
        <p>
          Every diamond is certified, inspected by our gemologists before it ships and covered by our lifetime warranty
          and 30-day returns.
        </p>
      </Disclosure>
      <Disclosure title="Ethical Sourcing">
        <p>We only offer conflict-free stones from suppliers who document where and how each diamond was produced.</p>
      </Disclosure>
      <ReviewsSection product={product} />
    </article>
  );
}

function stoneSummary(value: unknown): string {
  if (!value || typeof value !== 'object') return typeof value === 'string' ? value : '';
  const stone = value as Record<string, unknown>;
  return [
    stone.type,
    stone.shape,
    stone.caratWeight != null ? `${stone.caratWeight} ct` : '',
    stone.color,
    stone.clarity,
  ]
    .filter((part) => part != null && part !== '')
    .join(' · ');
}

/** Jewelry detail of spec 1 §2. */
export function JewelryView({ product, list }: ViewProps) {
  const stones = spec(product, 'totalNumberOfStones');
  return (
    <article className="product container">
      <Breadcrumb trail={[{ label: 'Home', to: '/' }, list, { label: product.name }]} />
      <div className="product__top">
        <Gallery
          images={productImages(product)}
          name={product.name}
          placeholder="jewelry"
          rotationImages={product.rotationImages}
          video={product.video}
        />
        <div className="product__summary">
          <Badges
            product={product}
            extra={product.customizable && <span className="badge badge--featured">Customizable</span>}
          />
          <h1 className="product__title">{product.name}</h1>
          <p className="product__sku">SKU: {product.stockNumber}</p>
          <PriceBlock product={product} />
          <AvailabilityLine product={product} />
          <Tiles
            tiles={[
              { label: 'Metal', value: product.metal ?? '' },
              { label: 'Total Carat', value: formatCarat(product.totalCaratWeight) },
              { label: 'Stones', value: stones != null ? String(stones) : '' },
              { label: 'Type', value: product.subCategory ?? product.category ?? '' },
            ]}
          />
          <Rating product={product} />
          <div className="product__actions">
            <OrderButton product={product} />
            <ShortlistButton product={product} />
          </div>
          <div className="product__custom">
            <p>Would you like it in another metal, size or stone? Our designers can make it yours.</p>
            <Link to="/book-appointment" className="button button--secondary">
              Book Appointment
            </Link>
          </div>
        </div>
      </div>
      <Description product={product} />
      <Disclosure title="Specifications" defaultOpen>
        <SpecList
          groups={[
            {
              title: 'Details',
              rows: [
                ['Style', spec(product, 'jewelryStyle') ?? product.subCategory],
                ['Category', product.category],
                ['Classification', product.classification],
                ['Metal', product.metal],
                ['Mount', spec(product, 'mount')],
                ['Total Carat Weight', formatCarat(product.totalCaratWeight)],
                ['Stones', stones],
                ['Brand', product.brand],
                ['Center Stone', stoneSummary(spec(product, 'centerStone'))],
                ['Side Stones', stoneSummary(spec(product, 'sideStone'))],
                ['Setting', spec(product, 'setting')],
                ['Diamond Type', product.stoneType],
              ],
            },
          ]}
        />
      </Disclosure>
      <Disclosure title="Materials">
        <p>
          {product.materials?.length
            ? product.materials.join(', ')
            : 'Solid precious metals, hallmarked, with certified stones.'}
        </p>
      </Disclosure>
      <Disclosure title="Quality Assurance">
        <p>Each piece is finished by hand, inspected by our jewelers and covered by our lifetime warranty.</p>
      </Disclosure>
      <Disclosure title="Care">
        <p>
          Clean gently with warm water, mild soap and a soft brush; store pieces apart; bring them in once a year for a
          free check.
        </p>
      </Disclosure>
      <ReviewsSection product={product} />
    </article>
  );
}

const GENERIC_FIELDS: (keyof ProductDto)[] = [
  'category',
  'subCategory',
  'brand',
  'metal',
  'shape',
  'carat',
  'color',
  'clarity',
  'cut',
  'totalCaratWeight',
];

/** Generic view: gallery with optional 360° rotation, details table, Buy Now (disabled when it cannot be ordered). */
export function GenericView({ product, list }: ViewProps) {
  const rows: SpecRow[] = [
    ...GENERIC_FIELDS.map((field): SpecRow => [humanize(field), product[field]]),
    ...Object.entries(product.specs ?? {}).map(([key, value]): SpecRow => [humanize(key), value]),
  ];
  return (
    <article className="product container">
      <Breadcrumb trail={[{ label: 'Home', to: '/' }, list, { label: product.name }]} />
      <div className="product__top">
        <Gallery
          images={productImages(product)}
          name={product.name}
          placeholder="jewelry"
          rotationImages={product.rotationImages}
          video={product.video}
        />
        <div className="product__summary">
          <Badges product={product} />
          <h1 className="product__title">{product.name}</h1>
          <p className="product__sku">SKU: {product.stockNumber}</p>
          <PriceBlock product={product} />
          <AvailabilityLine product={product} />
          <Rating product={product} />
          <div className="product__actions">
            <OrderButton label="Buy Now" product={product} />
            {/* The spec's 'Add to Wishlist' (decisions.md: it adds the piece to the shortlist). */}
            <ShortlistButton product={product} noun="Wishlist" />
          </div>
        </div>
      </div>
      <Description product={product} />
      <Disclosure title="Details" defaultOpen>
        <SpecList groups={[{ title: 'Details', rows }]} />
      </Disclosure>
      <ReviewsSection product={product} />
    </article>
  );
}
