import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { ProductDto } from './dto/product.dto.js';
import type { Product } from './entities/product.entity.js';
import { absoluteUrl, availabilityOf, certificateUrlOf, discountOf, isDiamond, metaDescriptionOf } from './product-facts.js';

/** Turns a stored product into what public clients receive; the one place that does. */
@Injectable()
export class ProductPresenter {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  present(product: Product): ProductDto {
    const url = (path?: string | null) => absoluteUrl(path, this.config.publicUrl);
    const urls = (paths: string[]) => paths.map((path) => url(path)).filter((path): path is string => path !== null);
    const mainImage = url(product.mainImage);
    const galleryImages = urls(product.galleryImages);
    const imageLinks = urls(product.imageLinks);
    return {
      id: product.id,
      _id: product.id,
      productType: product.productType,
      stockNumber: product.stockNumber,
      name: product.name,
      description: product.description,
      metaDescription: metaDescriptionOf(product),
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
      rating: product.rating ?? null,
      numReviews: product.numReviews,
      tags: product.tags,
      materials: product.materials,
      customizable: product.customizable,
      shape: product.shape ?? null,
      carat: product.carat ?? null,
      color: product.color ?? null,
      clarity: product.clarity ?? null,
      cut: product.cut ?? null,
      lab: product.lab ?? null,
      labAvailability: product.availability ?? null,
      fancyColor: product.fancyColor ?? null,
      metal: product.metal ?? null,
      classification: product.classification ?? null,
      stoneType: product.stoneType ?? null,
      stoneShape: product.stoneShape ?? null,
      gemType: product.gemType ?? null,
      totalCaratWeight: product.totalCaratWeight ?? null,
      specs: product.specs,
      mainImage,
      galleryImages,
      imageLinks,
      images: [...new Set([mainImage, ...galleryImages, ...imageLinks].filter((image): image is string => image !== null))],
      videoUrl: url(product.videoUrl),
      rotationImages: urls(product.rotationImages),
      availability: availabilityOf(product),
      certificate:
        isDiamond(product) || product.certificateNumber
          ? { lab: product.lab ?? null, number: product.certificateNumber ?? null, url: certificateUrlOf(product) }
          : null,
      createdAt: product.createdAt,
    };
  }
}
