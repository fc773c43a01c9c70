import { Body, Controller, Headers, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LeadCreatedDto } from '../leads/dto/lead-created.dto.js';
import { ApiLeadForm } from '../leads/lead-api.js';
import { ContactsService } from './contacts.service.js';
import { CreateContactDto } from './dto/create-contact.dto.js';

@ApiTags('Leads')
@Controller('contact')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Post()
  @ApiLeadForm('Write to the shop', 'Staff are told by e-mail; a visitor who gives an address gets a confirmation.')
  createContactMessage(@Body() body: CreateContactDto, @Ip() ip: string, @Headers('origin') origin?: string): Promise<LeadCreatedDto> {
    return this.contacts.create(body, { ip, origin });
  }
}
