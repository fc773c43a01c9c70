import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { normaliseEmail } from '../../common/text/index.js';
import { Clock } from '../../common/time/index.js';
import { AppointmentPersonalData } from '../appointments/index.js';
import { MessagePersonalData } from '../contacts/index.js';
import { LeadNotifications, type Person } from '../leads/index.js';
import { OrderPersonalData } from '../orders/index.js';
import { ReviewPersonalData } from '../reviews/index.js';
import { type User, UsersRepository } from '../users/index.js';
import type { PersonalDataDto, PersonFoundDto, PersonQueryDto } from './dto/privacy.dto.js';

const digitsOf = (phone: string) => phone.replace(/\D/g, '');
const MIN_PHONE_DIGITS = 6;

/** A person as a privacy request names them: their customer accounts, and how their requests are found. */
interface Subject {
  accounts: User[];
  person: Person;
}

/** An account's own fields, never its password (which is not loaded) nor the ORM's internals. */
const accountData = (user: User) => ({
  id: user.id,
  username: user.username ?? null,
  email: user.email,
  provenEmail: user.provenEmail ?? null,
  name: user.name,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  phoneNumber: user.phoneNumber ?? null,
  createdAt: user.createdAt,
});

const plain = (record: object) => ({ ...record }) as Record<string, unknown>;

/** How much of the person was found (no personal data: staff see that in the export). */
const counted = (
  subject: Subject & { staffAccounts?: number },
  data: Record<'orders' | 'appointments' | 'messages' | 'reviews', unknown[]>,
): PersonFoundDto => ({
  accounts: subject.accounts.length,
  staffAccounts: subject.staffAccounts ?? 0,
  orders: data.orders.length,
  appointments: data.appointments.length,
  messages: data.messages.length,
  reviews: data.reviews.length,
});

/**
 * Customers' data on request (issue 33 §4; GDPR articles 15, 17 and 20): everything the shop holds
 * about a person, and erasing them. Requests stay, without a person (an order's product, price and
 * dates are the shop's to keep); their e-mails in the outbox go; their reviews keep words and stars
 * under an erased name; their accounts are deleted with their sessions and links.
 */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly users: UsersRepository,
    private readonly orders: OrderPersonalData,
    private readonly appointments: AppointmentPersonalData,
    private readonly messages: MessagePersonalData,
    private readonly reviews: ReviewPersonalData,
    private readonly outbox: LeadNotifications,
    private readonly clock: Clock,
  ) {}

  /**
   * A signed-in customer: their account, what they sent signed in, and the guest requests sent with
   * their address once they proved it (as My Account lists them). An unproven address or a phone
   * number proves nothing: anyone can type another's.
   */
  ofAccount(user: User): Subject {
    const proven = user.proofOfEmail;
    return { accounts: [user], person: { customerId: user.id, emails: proven ? [proven] : [], phoneDigits: [] } };
  }

  /** Whom staff asked about (by e-mail or phone, as the person gave them): their accounts and requests. */
  async find(query: PersonQueryDto): Promise<Subject & { staffAccounts: number }> {
    const email = query.email?.trim() ? normaliseEmail(query.email) : undefined;
    const phone = query.phone?.trim() ? digitsOf(query.phone) : undefined;
    if (!email && !phone)
      throw new BadRequestException({
        message: 'Give the person’s e-mail address or phone number',
        errors: { email: 'e-mail or phone needed' },
      });
    if (phone !== undefined && phone.length < MIN_PHONE_DIGITS)
      throw new BadRequestException({
        message: `A phone number has at least ${MIN_PHONE_DIGITS} digits`,
        errors: { phone: 'too few digits' },
      });
    const byEmail = email ? await this.users.findByEmail(email) : null;
    const byPhone = phone ? await this.users.customersByPhoneDigits([phone]) : [];
    const found = [...(byEmail ? [byEmail] : []), ...byPhone].filter(
      (user, at, all) => all.findIndex((other) => other.id === user.id) === at,
    );
    const accounts = found.filter((user) => !user.isStaff);
    return {
      accounts,
      staffAccounts: found.length - accounts.length,
      person: { emails: email ? [email] : [], phoneDigits: phone ? [phone] : [] },
    };
  }

  async summary(subject: Subject & { staffAccounts: number }): Promise<PersonFoundDto> {
    return counted(subject, await this.collect(subject));
  }

  async export(subject: Subject): Promise<PersonalDataDto> {
    const data = await this.collect(subject);
    return {
      exportedAt: this.clock.now().toISOString(),
      accounts: subject.accounts.map(accountData),
      orders: data.orders.map(plain),
      appointments: data.appointments.map(plain),
      messages: data.messages.map(plain),
      reviews: data.reviews.map(plain),
      consents: subject.accounts
        .filter((user) => user.proofOfEmail)
        .map((user) => ({
          consent: 'Link the requests sent with this address without signing in to my account',
          account: user.id,
          address: user.proofOfEmail,
        })),
    };
  }

  /** Erases the person in one transaction; answers what was found (and is now erased). */
  async erase(subject: Subject & { staffAccounts?: number }): Promise<PersonFoundDto> {
    if (subject.staffAccounts)
      throw new ConflictException('That address or phone belongs to a staff account: remove it on User Management');
    return this.orders.transaction(async () => {
      const data = await this.collect(subject);
      const leadIds = [...data.orders, ...data.appointments, ...data.messages].map((lead) => lead.id);
      await this.orders.erase(data.orders.map((order) => order.id));
      await this.appointments.erase(data.appointments.map((appointment) => appointment.id));
      await this.messages.erase(data.messages.map((message) => message.id));
      await this.outbox.removeForLeads(leadIds);
      await this.reviews.erase(data.reviews.map((review) => review.id));
      for (const account of subject.accounts) await this.users.delete(account.id);
      return counted(subject, data);
    });
  }

  /** Every request of the person: each account's own, and those sent with their addresses or numbers. */
  private async collect({ accounts, person }: Subject) {
    const people: Person[] = [
      person,
      ...accounts.map((user) => ({ customerId: user.id, emails: [], phoneDigits: [] })),
    ];
    const unique = <T extends { id: string }>(lists: T[][]) => [
      ...new Map(lists.flat().map((record) => [record.id, record])).values(),
    ];
    // One after another: inside a transaction they share its one connection anyway.
    const each = async <T extends { id: string }>(find: (who: Person) => Promise<T[]>) => {
      const lists: T[][] = [];
      for (const who of people) lists.push(await find(who));
      return unique(lists);
    };
    const orders = await each((who) => this.orders.ofPerson(who));
    const appointments = await each((who) => this.appointments.ofPerson(who));
    const messages = await each((who) => this.messages.ofPerson(who));
    const reviews = await this.reviews.ofOrders(orders.map((order) => order.reference));
    return { orders, appointments, messages, reviews };
  }
}
