import { BadRequestException, Injectable } from '@nestjs/common';
import { paidPriceOf, ProductPresenter, ProductRepository } from '../catalog/index.js';
import { APPOINTMENT_THANKS, appointmentMails } from './appointment-mails.js';
import { AppointmentRecords } from './appointment-records.repository.js';
import { bookingProblem } from './booking-hours.js';
import type { CreateAppointmentDto } from './dto/create-appointment.dto.js';
import { type AppointmentItem, MeetingMode } from './entities/appointment.entity.js';
import { Clock } from '../../common/time/index.js';
import { ShopService } from '../shop/index.js';
import {
  type LeadCreatedDto,
  LeadIntake,
  LeadNotifier,
  type LeadRequest,
  type ShownCurrency,
  shownCurrencyOf,
  shownPriceOf,
} from '../leads/index.js';

/** Public bookings: the time is judged on the shop's clock, whatever the visitor's zone. */
@Injectable()
export class AppointmentsService {
  constructor(
    private readonly appointments: AppointmentRecords,
    private readonly presenter: ProductPresenter,
    private readonly products: ProductRepository,
    private readonly shop: ShopService,
    private readonly clock: Clock,
    private readonly intake: LeadIntake,
    private readonly notifier: LeadNotifier,
  ) {}

  async create(body: CreateAppointmentDto, request: LeadRequest): Promise<LeadCreatedDto> {
    const origin = await this.intake.admit('appointments', body, request);
    const start = new Date(body.consultationDateTime);
    const now = this.clock.now();
    const shop = await this.shop.info();
    const problem = Number.isNaN(start.getTime())
      ? 'Please enter a valid date and time'
      : bookingProblem(start, now, shop);
    if (problem) throw new BadRequestException({ message: problem, errors: { consultationDateTime: problem } });
    const mailContext = await this.notifier.context();
    const shown = shownCurrencyOf(mailContext.shop, body.currency);
    const items = await this.shortlist(body.productIds ?? [], shown);

    const appointment = await this.appointments.transaction(async () => {
      const appointment = this.appointments.add({
        fullName: body.fullName,
        phone: body.phone,
        city: body.city ?? null,
        state: body.state ?? null,
        consultationDateTime: start,
        assistanceType: body.assistanceType,
        meetingMode: body.meetingMode ?? MeetingMode.Showroom,
        budget: body.budget ?? null,
        additionalDetails: body.additionalDetails ?? null,
        items,
        ...shown,
        ...origin,
      });
      if (!appointment.spam) {
        await this.notifier.add(
          { type: 'appointment', id: appointment.id },
          appointmentMails(appointment, mailContext, now),
        );
      }
      return appointment;
    });
    return { message: APPOINTMENT_THANKS, id: appointment.id, reference: appointment.reference };
  }

  /** Copies of the shortlisted products, in the order given; ids no longer in the catalogue are left out. */
  private async shortlist(ids: string[], shown: ShownCurrency): Promise<AppointmentItem[]> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (!unique.length) return [];
    const products = await this.products.findByIds(unique);
    const offers = await this.products.shownOffers(products.map((product) => product.id));
    const byId = new Map(products.map((product) => [product.id, this.presenter.presentSummary(product)]));
    return unique.flatMap((id) => {
      const product = byId.get(id);
      if (!product) return [];
      const price = paidPriceOf(product);
      return [
        {
          id: product.id,
          name: product.name,
          stockNumber: product.stockNumber,
          price,
          shownPrice: shownPriceOf(price, shown),
          image: product.mainImage,
          // Only a supplier's stone has one: the shop's own pieces are stored as before.
          ...(offers.has(id) && { supplierOffer: offers.get(id) }),
        },
      ];
    });
  }
}
