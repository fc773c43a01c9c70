import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL, httpClient } from './api';

export const dataProvider = simpleRestProvider(`${API_URL}/admin`, httpClient);
