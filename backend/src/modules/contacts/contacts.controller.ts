import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ContactsService } from './contacts.service.js';
import { CreateContactDto } from './dto/create-contact.dto.js';
import { LeadCreatedDto, LeadFormRoute, LeadRequestInfo, type LeadRequest } from '../leads/index.js';

@ApiTags('Leads')
@Controller('contact')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Post()
  @LeadFormRoute('Write to the shop', 'Staff are told by e-mail; a visitor who gives an address gets a confirmation.')
  createContactMessage(
    @Body() body: CreateContactDto,
    @LeadRequestInfo() request: LeadRequest,
  ): Promise<LeadCreatedDto> {
    return this.contacts.create(body, request);
  }
}
