import { Inject, Injectable } from '@nestjs/common';
import { mediaUrl } from '../../common/media-url.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { ProductDto, ProductSummaryDto } from './dto/product.dto.js';
import type { Product } from './entities/product.entity.js';
import { availabilityOf, certificateUrlOf, discountOf, isDiamond, metaDescriptionOf } from './product-facts.js';
import { productVideoOf } from './product-video.js';
import { publicSpecsOf } from './supplier-prices.js';

/**
 * Turns a stored product into what public clients receive; the one place that does. Fields are picked
 * one by one: a supplier's stone's cost, supplier and offer (staff-only) never reach an answer.
 */
@Injectable()
export class ProductPresenter {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Reads only the columns of SUMMARY_COLUMNS (product-rows.ts). */
  presentSummary(product: Product): ProductSummaryDto {
    const mainImage = this.url(product.mainImage);
    return {
      id: product.id,
      _id: product.id,
      productType: product.productType,
      stockNumber: product.stockNumber,
      name: product.name,
      price: product.price,
      originalPrice: product.originalPrice ?? null,
      salePrice: product.salePrice ?? null,
      onSale: product.onSale,
      discount: discountOf(product),
      category: product.category ?? null,
      subCategory: product.subCategory ?? null,
      brand: product.brand ?? null,
      featured: product.featured,
      isNewArrival: product.isNewArrival,
      countInStock: product.countInStock ?? null,
      // The approved reviews' stars, never the staff-typed rating and numReviews (issue 29.4).
      rating: product.reviewRating ?? null,
      numReviews: product.reviewCount,
      shape: product.shape ?? null,
      carat: product.carat ?? null,
      color: product.color ?? null,
      clarity: product.clarity ?? null,
      cut: product.cut ?? null,
      lab: product.lab ?? null,
      fancyColor: product.fancyColor ?? null,
      metal: product.metal ?? null,
      totalCaratWeight: product.totalCaratWeight ?? null,
      mainImage,
      images: [
        ...new Set(
          [mainImage, ...this.urls(product.galleryImages), ...this.urls(product.imageLinks)].filter(
            (image) => image !== null,
          ),
        ),
      ],
      availability: availabilityOf(product),
      certificate:
        isDiamond(product) || product.certificateNumber
          ? { lab: product.lab ?? null, number: product.certificateNumber ?? null, url: certificateUrlOf(product) }
          : null,
      createdAt: product.createdAt,
    };
  }

  present(product: Product): ProductDto {
    const videoUrl = this.url(product.videoUrl);
    return {
      ...this.presentSummary(product),
      description: product.description,
      metaDescription: metaDescriptionOf(product),
      tags: product.tags,
      materials: product.materials,
      customizable: product.customizable,
      labAvailability: product.availability ?? null,
      classification: product.classification ?? null,
      stoneType: product.stoneType ?? null,
      stoneShape: product.stoneShape ?? null,
      gemType: product.gemType ?? null,
      specs: publicSpecsOf(product),
      galleryImages: this.urls(product.galleryImages),
      imageLinks: this.urls(product.imageLinks),
      videoUrl,
      video: productVideoOf(videoUrl, this.config.media.videoViewerHosts),
      rotationImages: this.urls(product.rotationImages),
      zoomImages: this.urls(product.zoomImages),
    };
  }

  /** Root-relative for our own files, so answers work on any host the shop is reached by (common/media-url.ts). */
  private url(path?: string | null): string | null {
    return mediaUrl(path);
  }

  private urls(paths: string[]): string[] {
    return paths.map((path) => this.url(path)).filter((path): path is string => path !== null);
  }
}
