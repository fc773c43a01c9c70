import { BadRequestException, Injectable } from '@nestjs/common';
import { paidPriceOf, ProductPresenter, ProductRepository, ProductType } from '../catalog/index.js';
import type { CreateOrderDto } from './dto/create-order.dto.js';
import { OrderProductKind } from './entities/order.entity.js';
import { ORDER_THANKS, orderMails } from './order-mails.js';
import { OrderRecords } from './order-records.repository.js';
import {
  type LeadCreatedDto,
  LeadIntake,
  LeadNotifier,
  type LeadRequest,
  shownCurrencyOf,
  shownPriceOf,
} from '../leads/index.js';

const KINDS: Record<ProductType, OrderProductKind> = {
  [ProductType.LabGrown]: OrderProductKind.Diamond,
  [ProductType.NaturalDiamond]: OrderProductKind.Diamond,
  [ProductType.Diamond]: OrderProductKind.Diamond,
  [ProductType.Jewelry]: OrderProductKind.Jewelry,
  [ProductType.Ring]: OrderProductKind.Jewelry,
};

/** Public orders: one product, copied from the catalogue as it is now. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrderRecords,
    private readonly presenter: ProductPresenter,
    private readonly products: ProductRepository,
    private readonly intake: LeadIntake,
    private readonly notifier: LeadNotifier,
  ) {}

  async create(body: CreateOrderDto, request: LeadRequest): Promise<LeadCreatedDto> {
    const origin = await this.intake.admit('orders', body, request);
    const product = await this.products.findById(body.productId);
    if (!product) throw productError('Product not found');
    const summary = this.presenter.presentSummary(product);
    if (!summary.availability.canOrder) throw productError('This product is currently unavailable');
    const supplierOffer = (await this.products.shownOffers([product.id])).get(product.id) ?? null;
    const mailContext = await this.notifier.context();
    const shown = shownCurrencyOf(mailContext.shop, body.currency);
    const productPrice = paidPriceOf(product);

    const order = await this.orders.transaction(async () => {
      const order = this.orders.add({
        fullName: body.fullName,
        phone: body.phone,
        message: body.message ?? null,
        productId: product.id,
        productName: product.name,
        productPrice,
        ...shown,
        shownPrice: shownPriceOf(productPrice, shown),
        productImage: summary.mainImage,
        stockNumber: product.stockNumber,
        productType: KINDS[product.productType] ?? OrderProductKind.Product,
        supplierOffer,
        // The contact e-mail too: the one typed, else the signed-in customer's.
        ...origin,
      });
      if (!order.spam) await this.notifier.add({ type: 'order', id: order.id }, orderMails(order, mailContext));
      return order;
    });
    return { message: ORDER_THANKS, id: order.id, reference: order.reference };
  }
}

function productError(message: string): BadRequestException {
  return new BadRequestException({ message, errors: { productId: message } });
}
