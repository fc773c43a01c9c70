import type { Order } from './entities/order.entity.js';
import { bothPrices, type LeadMailContext, type LeadMails, leadMail, oneLine, questionsLine } from '../leads/index.js';

export const ORDER_THANKS = 'Thank you for your order! We will contact you soon to process your request.';

/** What an order is (issue 28, point 4): a request to be contacted, answered in the shop's reply time. */
export function orderIsNoPayment(replyTime: string): string {
  return `No payment is taken: this is a request for us to contact you, and we will get in touch ${replyTime}.`;
}

/** The staff notice and, when the visitor gave an address, their confirmation. */
export function orderMails(order: Order, context: LeadMailContext): LeadMails {
  const { shop } = context;
  const product: Array<[string, string | null | undefined]> = [
    ['Product', order.productName],
    ['Stock number', order.stockNumber],
    ['Price', bothPrices(order.productPrice, order, shop.locale)],
  ];
  const staff = leadMail({
    to: context.staffTo,
    subject: oneLine(`New order request: ${order.productName} from ${order.fullName}`),
    shopName: shop.name,
    reference: order.reference,
    paragraphs: [`${order.fullName} asked to order a product. Please contact them.`],
    rows: [
      ['Name', order.fullName],
      ['Phone', order.phone],
      ['E-mail', order.email],
      ...product,
      ['Kind', order.productType],
      ['Message', order.message],
      ['Source', order.sourceOrigin ? `${order.source} (${order.sourceOrigin})` : order.source],
    ],
    link: { label: 'Open the order in the console', url: `${context.consoleUrl}/orders/${order.id}` },
    replyTo: order.email ?? undefined,
  });
  const visitor = order.email
    ? leadMail({
        to: order.email,
        subject: `We received your order request - ${shop.name}`,
        shopName: shop.name,
        reference: order.reference,
        // Only what the shop controls: the product from the catalogue, never the sender's name or message.
        paragraphs: ['Hello,', ORDER_THANKS, orderIsNoPayment(shop.replyTime)],
        rows: product,
        closing: [questionsLine(context, order.reference)],
        replyTo: shop.email,
      })
    : undefined;
  return { staff, visitor };
}
